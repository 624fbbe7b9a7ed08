from typing import List
from pydantic import BaseModel, PrivateAttr, computed_field


class Batch(BaseModel):
    lengths: List[int]
    _cache: dict = PrivateAttr(default_factory=dict)
    _seen: int = 0

    @computed_field
    @property
    def total(self) -> int:
        self._seen += 1
        return sum(self.lengths)

    @computed_field(alias="maxLen", repr=False)
    @property
    def max_len(self) -> int:
        return max(self.lengths) if self.lengths else 0

    def model_post_init(self, context):
        self._cache["n"] = len(self.lengths)


b = Batch(lengths=[3, 5, 2])
d = b.model_dump()
da = b.model_dump(by_alias=True)
fs = sorted(b.model_fields_set)
r = repr(b)
priv = (b._cache, b._seen)
j = b.model_dump_json(include={"total"})
fields = list(Batch.model_fields)
computed = list(Batch.model_computed_fields)
c2 = b.model_copy()
priv2 = (c2._cache is b._cache, c2._seen)
