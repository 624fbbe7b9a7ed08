out = []
from pydantic import RootModel

class Pets(RootModel[list[str]]):

    def describe(self) -> str:
        return f"Pets: {', '.join(self.root)}"
my_pets = Pets.model_validate(['dog', 'cat'])
out.append(str(my_pets.describe()))
