from pydantic import AliasChoices, AliasPath, BaseModel, ConfigDict, Field, ValidationError
from pydantic.alias_generators import to_camel, to_pascal, to_snake


class User(BaseModel):
    model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True)

    first_name: str
    last_name: str = Field(validation_alias=AliasChoices("surname", "lastName"))
    city: str = Field("?", validation_alias=AliasPath("address", "city"))
    user_id: int = Field(serialization_alias="id")


u1 = User(firstName="a", surname="b", address={"city": "Paris"}, userId=1)
u2 = User(first_name="c", lastName="d", user_id=2)
d1 = u1.model_dump()
d2 = u1.model_dump(by_alias=True)
j2 = u2.model_dump_json(by_alias=True)
fs = sorted(u1.model_fields_set), sorted(u2.model_fields_set)
names = [to_camel("snake_case_name"), to_pascal("snake_case"), to_snake("CamelCaseHTTPServer"), to_camel("alreadyCamel")]
try:
    User(firstName="a")
except ValidationError as e:
    errs = [(x["type"], x["loc"]) for x in e.errors()]


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")
    full_name: str = Field(alias="fullName")


try:
    Strict(full_name="x")
except ValidationError as e:
    errs2 = [(x["type"], x["loc"]) for x in e.errors()]
ok = Strict(fullName="y").model_dump(by_alias=True)
byname = Strict.model_validate({"full_name": "z"}, by_name=True).full_name
