from pydantic import AliasChoices, AliasPath, BaseModel, ConfigDict, Field, ValidationError


class User(BaseModel):
    first: str = Field(validation_alias=AliasChoices('first_name', AliasPath('names', 0)))
    last: str = Field(validation_alias=AliasChoices('last_name', AliasPath('names', 1)))
    city: str = Field('?', validation_alias=AliasPath('addr', 'city'))


u1 = User.model_validate({'first_name': 'A', 'last_name': 'B'})
u2 = User.model_validate({'names': ['C', 'D'], 'addr': {'city': 'Oslo'}})
d1 = u1.model_dump()
d2 = u2.model_dump(by_alias=True)
fs2 = sorted(u2.model_fields_set)
try:
    User.model_validate({'names': ['only']})
except ValidationError as e:
    errs = e.errors(include_url=False)


class Both(BaseModel):
    model_config = ConfigDict(validate_by_name=True, validate_by_alias=True)
    value: int = Field(alias='v', serialization_alias='val')


b1 = Both(v=1)
b2 = Both(value=2)
b_dump = b1.model_dump(by_alias=True)
b_dump_name = b2.model_dump()
b_json = b2.model_dump_json(by_alias=True)
