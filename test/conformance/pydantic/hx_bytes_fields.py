from typing import Annotated
from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError


class Blob(BaseModel):
    data: bytes
    label: str = 'x'
    tiny: Annotated[bytes, Field(max_length=3)] = b''


b = Blob(data='héllo', label=b'raw')
data_repr = repr(b.data)
label = b.label
dumped = repr(b.model_dump())
as_json = b.model_dump_json()
fs = sorted(b.model_fields_set)
back = Blob.model_validate_json(as_json)
same = back.data == b.data
try:
    Blob(data=123)
except ValidationError as e:
    errs = e.errors(include_url=False)
try:
    Blob(data=b'ok', tiny=b'toolong')
except ValidationError as e:
    errs2 = e.errors(include_url=False)
    msg2 = str(e)
try:
    Blob(data=b'ok', label=b'\xff\xfe')
except ValidationError as e:
    errs3 = e.errors(include_url=False)


class B64(BaseModel):
    model_config = ConfigDict(ser_json_bytes='base64')
    payload: bytes


b64 = B64(payload=b'\x00\x01hi?>').model_dump_json()


class Hex(BaseModel):
    model_config = ConfigDict(ser_json_bytes='hex')
    payload: bytes


hexed = Hex(payload=b'\x00\xffA').model_dump(mode='json')
ta = TypeAdapter(bytes)
from_ba = repr(ta.validate_python(bytearray(b'ab')))
try:
    ta.validate_python('s', strict=True)
except ValidationError as e:
    strict_errs = e.errors(include_url=False)
schema = ta.json_schema()
