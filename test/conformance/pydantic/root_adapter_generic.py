from typing import Generic, TypeVar, List, Union, Optional
from pydantic import RootModel, BaseModel, TypeAdapter, ValidationError

class Pets(RootModel):
    root: List[str]

p = Pets(['dog', 'cat'])
a = [repr(p), str(p), p.model_dump(), p.model_dump_json(), sorted(p.model_fields_set), Pets.model_validate(['b']).root]
P2 = RootModel[list[int]]
q = P2([1, '2'])
b = [repr(q), q.model_dump(), P2.__name__]
ta = TypeAdapter(List[int])
c = [ta.validate_python(['1', 2]), ta.dump_python((1, 2)), ta.dump_json([1, 2]).decode(), repr(ta.dump_json([1]))]
try:
    ta.validate_python(['x'])
except ValidationError as e:
    msg = str(e)
try:
    TypeAdapter(Union[int, str]).validate_python(None)
except ValidationError as e:
    msg2 = str(e).splitlines()[0]
    errs2 = e.errors()
T = TypeVar('T')
class G(BaseModel, Generic[T]):
    x: T
g = G(x=1)
same = G[T] is G
try:
    G[int]
except KeyError as e:
    k = repr(e)
