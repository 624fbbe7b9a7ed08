out = []
from datetime import datetime
from pydantic import BaseModel

class BarModel(BaseModel):
    whatever: tuple[int, ...]

class FooBarModel(BaseModel):
    foo: datetime
    bar: BarModel
m = FooBarModel(foo=datetime(2032, 6, 1, 12, 13, 14), bar={'whatever': (1, 2)})
out.append(str(m.model_dump_json(indent=2)))
'\n{\n  "foo": "2032-06-01T12:13:14",\n  "bar": {\n    "whatever": [\n      1,\n      2\n    ]\n  }\n}\n'
