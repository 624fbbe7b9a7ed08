from typing import Any, Dict, List
from pydantic import BaseModel, PrivateAttr

log = []


class Sample(BaseModel):
    text: str
    tokens: List[str] = []
    _n: int = PrivateAttr(0)

    def __init__(self, text: str, **data: Any):
        log.append(("init", text))
        super().__init__(text=text, **data)
        if not self.tokens:
            self.tokens = text.split()

    def model_post_init(self, context: Any) -> None:
        log.append(("post", self.text))
        self._n = len(self.text)


s = Sample("hello big world")
a = [s.tokens, s._n, sorted(s.model_fields_set), s.model_dump()]


class Batch(BaseModel):
    samples: List[Sample]


b = Batch(samples=[{"text": "a b"}, Sample("c")])
c = [x.tokens for x in b.samples]
steps = list(log)
