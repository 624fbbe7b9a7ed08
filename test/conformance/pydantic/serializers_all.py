from datetime import datetime, timezone
from typing import Annotated, Any, Dict, List
from pydantic import BaseModel, PlainSerializer, WrapSerializer, SerializationInfo, computed_field, field_serializer, model_serializer

Rounded = Annotated[float, PlainSerializer(lambda v: round(v, 2), return_type=float)]
Upper = Annotated[str, WrapSerializer(lambda v, h: h(v).upper())]


class Metric(BaseModel):
    name: Upper
    value: Rounded
    at: datetime
    tags: List[str] = []

    @field_serializer("at")
    def ser_at(self, v: datetime, info: SerializationInfo):
        return v.isoformat() if info.mode == "json" else v.year

    @field_serializer("tags", when_used="json")
    def ser_tags(self, v):
        return ",".join(v)

    @computed_field
    @property
    def label(self) -> str:
        return f"{self.name}={self.value}"


m = Metric(name="loss", value=0.123456, at=datetime(2024, 1, 2, 3, 4, 5, tzinfo=timezone.utc), tags=["a", "b"])
py = m.model_dump()
js = m.model_dump(mode="json")
text = m.model_dump_json()
no_computed = m.model_dump(exclude_computed_fields=True, round_trip=False)
rt = m.model_dump(round_trip=True)
r = repr(m)


class Envelope(BaseModel):
    payload: Dict[str, Any]
    version: int = 1

    @model_serializer(mode="wrap")
    def wrap(self, handler, info):
        data = handler(self)
        data["mode"] = info.mode
        return data


e = Envelope(payload={"k": (1, 2)})
ep = e.model_dump()
ej = e.model_dump_json()


class Flat(BaseModel):
    a: int
    b: int

    @model_serializer
    def ser(self):
        return [self.a, self.b]


f = Flat(a=1, b=2).model_dump()
fj = Flat(a=1, b=2).model_dump_json()
