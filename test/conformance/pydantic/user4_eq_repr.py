from pydantic import BaseModel

class A(BaseModel):
    x: int = 0
    s: str = "q"

class B(BaseModel):
    x: int = 0
    s: str = "q"

e1 = A() == A()
e2 = A() == B()
e3 = A(x=1) == A(x=1, s="q")
e4 = A() == {"x": 0, "s": "q"}
e5 = A() != A(x=2)
r = repr(A(s="it's"))
s = str(A())
r2 = repr([A(), B(x=3)])
f = f"{A()}"
