from typing import Annotated, Any

from pydantic_core import core_schema
from pydantic import BaseModel, GetCoreSchemaHandler, GetPydanticSchema, TypeAdapter, ValidationError


class Celsius:
    def __init__(self, degrees: float):
        self.degrees = degrees

    @classmethod
    def __get_pydantic_core_schema__(cls, source: Any, handler: GetCoreSchemaHandler):
        return core_schema.no_info_after_validator_function(
            cls,
            handler(float),
            serialization=core_schema.plain_serializer_function_ser_schema(lambda c: c.degrees),
        )


class Upper:
    def __init__(self):
        self.calls = 0

    def __get_pydantic_core_schema__(self, source: Any, handler: GetCoreSchemaHandler):
        return core_schema.no_info_after_validator_function(str.upper, handler(source))


class Reading(BaseModel):
    temp: Celsius
    label: Annotated[str, Upper()]
    doubled: Annotated[int, GetPydanticSchema(lambda tp, h: core_schema.no_info_after_validator_function(lambda x: x * 2, h(tp)))]


r = Reading(temp="21.5", label="lab", doubled=4)
d = r.model_dump()
j = r.model_dump_json()
deg = r.temp.degrees
errs = []
try:
    Reading(temp="hot", label=1, doubled="x")
except ValidationError as e:
    errs = [(x["type"], x["loc"], x["msg"]) for x in e.errors()]

ta = TypeAdapter(Annotated[Any, GetPydanticSchema(lambda tp, h: core_schema.chain_schema([core_schema.int_schema(), core_schema.no_info_plain_validator_function(lambda v: v + 1)]))])
chained = ta.validate_python("41")
try:
    ta.validate_python("x")
except ValidationError as e:
    chain_title = e.title
    chain_errs = [(x["type"], x["msg"]) for x in e.errors()]

union = TypeAdapter(Annotated[Any, GetPydanticSchema(lambda tp, h: core_schema.union_schema([core_schema.int_schema(), (core_schema.str_schema(max_length=2), "short")]))])
try:
    union.validate_python("long")
except ValidationError as e:
    union_errs = [(x["type"], x["loc"]) for x in e.errors()]
jp = TypeAdapter(Annotated[Any, GetPydanticSchema(lambda tp, h: core_schema.json_or_python_schema(json_schema=core_schema.int_schema(), python_schema=core_schema.str_schema()))])
py_side = jp.validate_python("abc")
json_side = jp.validate_json("12")
sch = core_schema.list_schema(core_schema.int_schema(ge=0), max_length=3)
