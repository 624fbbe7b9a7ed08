from pydantic import BaseModel, ConfigDict, Field


def gen(name: str) -> str:
    return name.upper()


class M(BaseModel):
    model_config = ConfigDict(alias_generator=gen)
    a: int
    b: int = Field(alias='bee')
    c: int = Field(alias='see', alias_priority=1)
    d: int = Field(serialization_alias='dee')


m = M(A=1, bee=2, C=3, D=4)
dump = m.model_dump(by_alias=True)
names = {k: (f.alias, f.validation_alias, f.serialization_alias, f.alias_priority) for k, f in M.model_fields.items()}


class Parent(BaseModel):
    model_config = ConfigDict(alias_generator=gen, populate_by_name=True)
    x: int = 0


class Child(Parent):
    y: int = Field(0, alias='why')


c = Child(X=1, why=2)
c2 = Child(x=3, y=4)
cd = (c.model_dump(by_alias=True), c2.model_dump())
