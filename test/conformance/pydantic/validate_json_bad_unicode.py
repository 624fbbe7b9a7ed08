# JSON input that is not text: bytes that are not UTF-8, a str with a lone surrogate (string_unicode), bytearray input,
# and bytes given to a str field.
from pydantic import BaseModel, TypeAdapter, ValidationError
class M(BaseModel):
    s: str = ''
    b: bytes = b''
def v(data):
    try:
        return repr(M.model_validate_json(data))
    except ValidationError as e:
        return ('VE', e.errors(include_url=False)[0]['type'], e.errors(include_url=False)[0]['msg'], str(e).splitlines()[0])
    except Exception as e:
        return (type(e).__name__, str(e))
out = [v(b'{"s": "\xff"}'), v(b'\xff'), v(b'{"b": "\xc3\xa9"}'), v('{"s": "\udcff"}'), v(b'{"s": "a\xe2\x82"}'), v(bytearray(b'{"s": "x"}'))]
def w(x):
    try:
        return repr(M(s=x))
    except ValidationError as e:
        return ('VE', e.errors(include_url=False)[0]['type'], e.errors(include_url=False)[0]['msg'])
out2 = [w(b'\xff'), w(b'ok'), w(bytearray(b'\xfe'))]
ta = TypeAdapter(str)
try:
    out3 = ta.validate_json(b'"\xff"')
except ValidationError as e:
    out3 = e.errors(include_url=False)
