# A Decimal in a float field: validated to a float; left there by model_construct it dumps to JSON text as a
# number (pydantic-core reads it with __float__) but as a string in model_dump(mode="json"); bytes that are
# not UTF-8 fail as a serialization error in JSON text and as UnicodeDecodeError in mode="json".
from decimal import Decimal
from pydantic import BaseModel, ValidationError, ConfigDict
class M(BaseModel):
    f: float
    d: Decimal
    b: bytes = b''
m = M(f=Decimal('1.5'), d=Decimal('2.50'))
r1 = (type(m.f).__name__, m.f, m.model_dump_json(), repr(m.model_dump(mode='json')))
m2 = M.model_construct(f=Decimal('1.1'), d=Decimal('3'))
try:
    r2 = m2.model_dump_json()
except Exception as e:
    r2 = type(e).__name__ + ': ' + str(e).splitlines()[0]
try:
    r2b = repr(m2.model_dump(mode='json'))
except Exception as e:
    r2b = type(e).__name__ + ': ' + str(e).splitlines()[0]
m3 = M(f=1.0, d=1, b=b'\xff\xfe')
try:
    r3 = m3.model_dump_json()
except Exception as e:
    r3 = type(e).__name__ + ': ' + str(e).splitlines()[0]
try:
    r4 = repr(m3.model_dump(mode='json'))
except Exception as e:
    r4 = type(e).__name__ + ': ' + str(e).splitlines()[0]
class N(BaseModel):
    model_config = ConfigDict(ser_json_bytes='base64')
    b: bytes
r5 = N(b=b'\xff\xfe').model_dump_json()
r6 = repr(N(b=b'\xff').model_dump(mode='json'))
class H(BaseModel):
    model_config = ConfigDict(ser_json_bytes='hex')
    b: bytes
r7 = H(b=b'\xff\xfe').model_dump_json()
try:
    r8 = M.model_validate_json('{"f": 1, "d": "1", "b": "\\udcff"}')
    r8 = repr(r8)
except Exception as e:
    r8 = type(e).__name__ + ': ' + str(e).splitlines()[0]
m9 = M.model_construct(f='x', d=Decimal('1'))
try:
    r9 = m9.model_dump_json()
except Exception as e:
    r9 = type(e).__name__ + ': ' + str(e).splitlines()[0]
m10 = M.model_construct(f=Decimal('NaN'), d=Decimal('Infinity'))
try:
    r10 = m10.model_dump_json()
except Exception as e:
    r10 = type(e).__name__ + ': ' + str(e).splitlines()[0]
r11 = M(f=1, d=Decimal('1e3')).model_dump_json()
r12 = M(f=1, d=Decimal('-0.000001')).model_dump_json()
r13 = M(f=1e300*10, d=1).model_dump_json()
