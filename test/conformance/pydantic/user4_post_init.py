from typing import Any
from pydantic import BaseModel

log = []

class M(BaseModel):
    a: int = 1
    b: int = 0

    def model_post_init(self, context: Any) -> None:
        log.append(("post_init", self.a, self.b))
        if self.b == 0:
            self.b = self.a * 2

m = M(a=3)
r = repr(m)
fs = sorted(m.model_fields_set)
m2 = M.model_validate({"a": 5, "b": 1})
r2 = repr(m2)
m3 = m.model_copy()
