from pydantic import BaseModel, ConfigDict, ValidationError


class Row:
    def __init__(self, id, name, tags):
        self.id = id
        self.name = name
        self.tags = tags


class TagRow:
    def __init__(self, label):
        self.label = label


class Tag(BaseModel):
    model_config = ConfigDict(from_attributes=True)
    label: str


class Rec(BaseModel):
    model_config = ConfigDict(from_attributes=True)
    id: int
    name: str
    tags: list[Tag] = []


r = Rec.model_validate(Row(1, 'n', [TagRow('a'), TagRow('b')]))
d = r.model_dump()
fs = sorted(r.model_fields_set)
try:
    Rec.model_validate(Row('x', 'n', []))
except ValidationError as e:
    errs = e.errors(include_url=False)


class Plain(BaseModel):
    id: int


try:
    Plain.model_validate(Row(1, 'n', []))
except ValidationError as e:
    errs2 = e.errors(include_url=False)
p = Plain.model_validate(Row(2, 'n', []), from_attributes=True).id
