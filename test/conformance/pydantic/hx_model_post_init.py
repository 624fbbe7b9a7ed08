from typing import Any
from pydantic import BaseModel


class P(BaseModel):
    a: int
    b: int = 0
    total: int = 0

    def model_post_init(self, context: Any) -> None:
        self.total = self.a + self.b


p = P(a=1, b=2)
total = p.total
fs = sorted(p.model_fields_set)
d = p.model_dump(exclude_unset=True)
q = P.model_validate({'a': 5})
q_total = q.total
q_fs = sorted(q.model_fields_set)
