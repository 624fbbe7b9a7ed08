# validate_json / model_validate_json / Json[T] take bytes and bytearray as UTF-8, as jiter
# reads them: error columns count bytes (also for str input), a string holding a byte that is
# not UTF-8 is "invalid unicode code point" just past that byte, a bad byte outside a string is
# "expected value", and a BOM is no whitespace.
from typing import Any

from pydantic import BaseModel, Json, TypeAdapter, ValidationError

ta = TypeAdapter(Any)
documents = [
    b"[1]", bytearray(b'{"a": 1}'), b'"\xff"', b'"a\xffb"', b"\xff", b'"a\xc3\xa9"', b"  [1, \xe2\x82",
    b"\xef\xbb\xbf[1]", "\ufeff[1]", '"é" x', '"😀" x', '["é",\n"é" x]', '"é', '"é\\q"',
    b'"\xc0\x80"', b'"\xed\xa0\x80"', b'"\xf4\x90\x80\x80"', b'["\xe2\x82\xac", 1 x]', "😀", b"\xf0\x9f\x98\x80",
]
results = {}
for doc in documents:
    try:
        results[repr(doc)] = ta.validate_json(doc)
    except ValidationError as e:
        results[repr(doc)] = [(err["type"], err["msg"]) for err in e.errors()]


class Request(BaseModel):
    payload: Json[list[int]]
    retries: int = 0


fields = {}
for raw in [b"[1]", bytearray(b"[2]"), b"[x]"]:
    try:
        fields[repr(raw)] = Request(payload=raw).payload
    except ValidationError as e:
        fields[repr(raw)] = [(err["type"], err["loc"], err["msg"]) for err in e.errors()]
from_body = Request.model_validate_json(b'{"payload": "[3]", "retries": 4}').model_dump()
