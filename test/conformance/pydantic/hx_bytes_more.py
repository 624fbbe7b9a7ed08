from typing import Annotated, Optional
from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError


class F(BaseModel):
    model_config = ConfigDict(val_json_bytes='base64', ser_json_bytes='base64')
    blob: bytes
    maybe: Optional[bytes] = None


f = F.model_validate_json('{"blob": "aGVsbG8="}')
blob = repr(f.blob)
back = f.model_dump_json()
try:
    F.model_validate_json('{"blob": "!!"}')
except ValidationError as e:
    errs = e.errors(include_url=False)
ta = TypeAdapter(Annotated[bytes, Field(min_length=2)])
try:
    ta.validate_python(b'a')
except ValidationError as e:
    errs2 = e.errors(include_url=False)
    msg2 = str(e)
ok = repr(ta.validate_python('ab'))
j = ta.dump_json(b'\xc3\xa9').decode()
py = repr(ta.dump_python(b'x', mode='json'))
lst = repr(TypeAdapter(list[bytes]).validate_python(['a', b'b']))
