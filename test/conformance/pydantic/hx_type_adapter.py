from typing import Optional
from typing_extensions import TypedDict
from pydantic import TypeAdapter, ValidationError


ints = TypeAdapter(list[int])
a = ints.validate_python(['1', 2, 3.0])
b = ints.validate_json('[1, 2, 3]')
c = ints.dump_json([1, 2]).decode()
try:
    ints.validate_python([1, 'x', 2.5])
except ValidationError as e:
    errs = e.errors(include_url=False)
    title = e.title


class Movie(TypedDict):
    title: str
    year: int
    rating: Optional[float]


m = TypeAdapter(Movie)
mv = m.validate_python({'title': 'X', 'year': '1999', 'rating': None})
try:
    m.validate_python({'title': 'X'})
except ValidationError as e:
    td_errs = e.errors(include_url=False)
d = TypeAdapter(dict[str, tuple[int, ...]]).validate_python({'a': [1, '2']})
dump = TypeAdapter(tuple[int, str]).dump_python((1, 'a'), mode='json')
s = TypeAdapter(set[int]).validate_python([3, 1, 3])
sl = sorted(s)
