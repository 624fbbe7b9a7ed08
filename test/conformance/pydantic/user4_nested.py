from pydantic import BaseModel, ValidationError

class Metrics(BaseModel):
    t: float = 0.0
    n: int = -1

class Out(BaseModel):
    metrics: Metrics
    history: list[Metrics] = []
    by_name: dict[str, Metrics] = {}

o = Out(metrics={"t": 1}, history=[{"n": 2}, Metrics(t=3.5)], by_name={"a": {"t": "2"}})
r = repr(o)
d = o.model_dump()
d2 = o.model_dump(exclude_unset=True)
eq = o.metrics == Metrics(t=1.0)
try:
    Out(metrics={"t": "x"}, history=[{"n": "y"}])
except ValidationError as e:
    msg = str(e)
    locs = [x["loc"] for x in e.errors()]
