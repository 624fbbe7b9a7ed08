out = []
from pydantic import AliasGenerator, BaseModel, ConfigDict

class Tree(BaseModel):
    model_config = ConfigDict(alias_generator=AliasGenerator(validation_alias=lambda field_name: field_name.upper(), serialization_alias=lambda field_name: field_name.title()))
    age: int
    height: float
    kind: str
t = Tree.model_validate({'AGE': 12, 'HEIGHT': 1.2, 'KIND': 'oak'})
out.append(str(t.model_dump(by_alias=True)))
