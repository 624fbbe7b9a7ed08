from pydantic import BaseModel, PrivateAttr


class Counter(BaseModel):
    name: str
    _hits: int = PrivateAttr(default=0)
    _log: list = PrivateAttr(default_factory=list)

    def hit(self):
        self._hits += 1
        self._log.append(self._hits)
        return self


c = Counter(name='a').hit().hit()
hits = c._hits
log = c._log
d = c.model_dump()
fs = sorted(c.model_fields_set)
priv = c.__pydantic_private__
c2 = c.model_copy()
c2_hits = c2._hits
r = repr(c)
