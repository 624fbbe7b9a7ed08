# Strict Python input for UUID and dataclasses must be instances; Json[T] dumps back to JSON
# text with round_trip=True; datetime.timestamp() counts from 1970-01-01.
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any
from uuid import UUID
from pydantic import BaseModel, ConfigDict, Json, TypeAdapter, ValidationError

class Strict(BaseModel):
    model_config = ConfigDict(strict=True)
    guid: UUID

@dataclass
class Point:
    x: int

errors = []
try:
    Strict(guid='12345678-1234-1234-1234-123456789012')
except ValidationError as e:
    errors.append(e.errors())
ok = Strict.model_validate_json('{"guid": "12345678-1234-1234-1234-123456789012"}')
try:
    TypeAdapter(Point).validate_python({'x': '1'}, strict=True)
except ValidationError as e:
    errors.append(e.errors())
lax_point = repr(TypeAdapter(Point).validate_python({'x': '1'}))

class Doc(BaseModel):
    raw: Json[Any]
    many: list[Json[list[int]]]

d = Doc(raw='{"a": [1, 2]}', many=['[1]', '[2, 3]'])
plain = d.model_dump()
trip = d.model_dump(round_trip=True)
trip_json = d.model_dump_json(round_trip=True)
back = Doc.model_validate_json(trip_json) == d

ts = datetime(2032, 6, 1, tzinfo=timezone.utc).timestamp()
epoch = repr(datetime.fromtimestamp(0, tz=timezone.utc))
leap = datetime(2024, 2, 29, 12, tzinfo=timezone.utc).timestamp()
