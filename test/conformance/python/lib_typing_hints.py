from typing import get_type_hints, Optional, List, Dict, Union, Any, get_origin, get_args
class A:
    x: int
    y: "str"
    z: Optional[List[int]] = None
def f(a: int, b: Dict[str, Any] = None) -> bool:
    return True
h = {k: repr(v) for k, v in get_type_hints(A).items()}
hr = {k: repr(v) for k, v in h.items()}
fh = {k: repr(v) for k, v in get_type_hints(f).items()}
ann = {k: repr(v) for k, v in f.__annotations__.items()}
o = repr(get_origin(List[int])), get_args(Dict[str, int]) == (str, int)
u = repr(Union[int, str]), repr(Optional[int]), repr(int | None)
