from pydantic import RootModel, ValidationError, field_validator, model_validator


class Pos(RootModel[int]):
    @field_validator('root')
    @classmethod
    def positive(cls, v):
        if v <= 0:
            raise ValueError('not positive')
        return v


class Names(RootModel[list[str]]):
    @model_validator(mode='before')
    @classmethod
    def split(cls, v):
        return v.split(',') if isinstance(v, str) else v


p = Pos('5')
root = p.root
try:
    Pos(0)
except ValidationError as e:
    errs = e.errors(include_url=False)
n = Names.model_validate('a,b,c')
nr = n.root
nd = n.model_dump_json()
eq = Pos(1) == Pos(1)
fs = sorted(Pos(2).model_fields_set)
try:
    Pos()
except ValidationError as e:
    errs2 = e.errors(include_url=False)
