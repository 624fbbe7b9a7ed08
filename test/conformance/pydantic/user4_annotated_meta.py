from typing import Annotated, get_args, get_origin
from pydantic import Field, StrictInt, conlist
import annotated_types as at

A = Annotated[int, at.Gt(0), "doc"]
o = repr(A.__origin__)
a = repr(A.__args__)
m = repr(A.__metadata__)
ga = repr(get_args(A))
go = repr(get_origin(A))
B = Annotated[A, Field(description="x")]
mb = repr(B.__metadata__)
eq = A == Annotated[int, at.Gt(0), "doc"]
r = repr(B)
cl = repr(conlist(int, min_length=1))
