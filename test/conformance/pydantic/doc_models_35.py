out = []
from pydantic import RootModel

class Pets(RootModel):
    root: list[str]

    def __iter__(self):
        return iter(self.root)

    def __getitem__(self, item):
        return self.root[item]
pets = Pets.model_validate(['dog', 'cat'])
out.append(str(pets[0]))
out.append(str([pet for pet in pets]))
