from pydantic import BaseModel, field_validator, ValidationError
from pydantic_core import PydanticCustomError

class M(BaseModel):
    n: int

    @field_validator("n")
    @classmethod
    def v(cls, n):
        if n == 1:
            raise PydanticCustomError("not_one", "value {n} is not allowed", {"n": n})
        if n == 2:
            raise AssertionError("two is bad")
        if n == 3:
            raise TypeError("three")
        return n

out = []
for n in [1, 2, 3, 4]:
    try:
        out.append(repr(M(n=n)))
    except ValidationError as e:
        out.append(str(e))
        out.append([(x["type"], x["msg"], x.get("ctx")) for x in e.errors()])
    except Exception as e:
        out.append(f"{type(e).__name__}: {e}")
