from pydantic import AliasGenerator, BaseModel, ConfigDict, ValidationError
from pydantic.alias_generators import to_camel, to_pascal, to_snake


class Camel(BaseModel):
    model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True)
    first_name: str
    last_seen_at: int = 0


c = Camel(firstName='a', lastSeenAt=3)
c2 = Camel(first_name='b')
dump_alias = c.model_dump(by_alias=True)
dump_plain = c.model_dump()
fs = sorted(c2.model_fields_set)
keys = list(Camel.model_fields)
aliases = [f.alias for f in Camel.model_fields.values()]


class Split(BaseModel):
    model_config = ConfigDict(alias_generator=AliasGenerator(validation_alias=to_pascal, serialization_alias=str.upper))
    some_field: int


s = Split(SomeField=5)
s_dump = s.model_dump(by_alias=True)
try:
    Split(some_field=5)
except ValidationError as e:
    errs = e.errors(include_url=False)
conv = [to_camel('snake_case_name'), to_pascal('snake_case'), to_snake('CamelCaseName'), to_snake('camelCase')]
