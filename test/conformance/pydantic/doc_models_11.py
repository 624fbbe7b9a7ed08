out = []
from pydantic import BaseModel, PydanticUserError

class Foo(BaseModel):
    x: 'Bar'
try:
    Foo.model_json_schema()
except PydanticUserError as e:
    out.append(str(e))
    '\n    `Foo` is not fully defined; you should define `Bar`, then call `Foo.model_rebuild()`.\n\n    For further information visit https://errors.pydantic.dev/2/u/class-not-fully-defined\n    '

class Bar(BaseModel):
    pass
Foo.model_rebuild()
out.append(str(Foo.model_json_schema()))
"\n{\n    '$defs': {'Bar': {'properties': {}, 'title': 'Bar', 'type': 'object'}},\n    'properties': {'x': {'$ref': '#/$defs/Bar'}},\n    'required': ['x'],\n    'title': 'Foo',\n    'type': 'object',\n}\n"
