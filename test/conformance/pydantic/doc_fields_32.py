out = []
from pydantic import BaseModel, computed_field

class Box(BaseModel):
    width: float
    height: float
    depth: float

    @computed_field
    @property
    def volume(self) -> float:
        return self.width * self.height * self.depth
b = Box(width=1, height=2, depth=3)
out.append(str(b.model_dump()))
