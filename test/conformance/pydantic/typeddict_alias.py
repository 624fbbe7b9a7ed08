from typing import Union, List, Dict, Optional
from typing_extensions import TypedDict, NotRequired, TypeAliasType
from pydantic import BaseModel, TypeAdapter, ValidationError, ConfigDict, with_config

class Movie(TypedDict):
    name: str
    year: int
    tags: NotRequired[List[str]]

ta = TypeAdapter(Movie)
m = ta.validate_python({'name': 'x', 'year': '1999', 'extra': 1})
try:
    ta.validate_python({'name': 'x'})
except ValidationError as e:
    errs = e.errors()

@with_config(ConfigDict(str_to_lower=True, extra='forbid'))
class Low(TypedDict):
    x: str

try:
    low = TypeAdapter(Low).validate_python({'x': 'ABC', 'y': 1})
except ValidationError as e:
    errs2 = e.errors()
low2 = TypeAdapter(Low).validate_python({'x': 'ABC'})

Json = TypeAliasType('Json', 'Union[Dict[str, Json], List[Json], str, int, float, bool, None]')
jt = TypeAdapter(Json)
j = jt.validate_python({'a': [1, 'b', {'c': None}]})
try:
    jt.validate_python({'a': {1, 2}})
except ValidationError as e:
    n = e.error_count()

class C(BaseModel):
    m: Movie
c = C(m={'name': 'n', 'year': 1})
cd = c.model_dump()
