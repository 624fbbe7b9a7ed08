# What a float field and invalid UTF-8 bytes turn into on the two JSON paths (to_json and to_python(mode="json")),
# for Decimal, Fraction, str, bool, int, None and list values and for bytes broken at different places.
import warnings
warnings.simplefilter('ignore')
from decimal import Decimal
from fractions import Fraction
from typing import Any
from pydantic import BaseModel, TypeAdapter
class M(BaseModel):
    f: float
    a: Any = None
def dj(m):
    try:
        return m.model_dump_json()
    except Exception as e:
        return type(e).__name__ + ': ' + str(e).splitlines()[0]
def dp(m):
    try:
        return repr(m.model_dump(mode='json'))
    except Exception as e:
        return type(e).__name__ + ': ' + str(e).splitlines()[0]
vals = [Decimal('NaN'), Fraction(1, 3), 'x', True, 7, None, [1.5], Decimal('1e400')]
out = [(dj(M.model_construct(f=v)), dp(M.model_construct(f=v))) for v in vals]
bs = [b'ok\xe2\x82', b'\xe2\x28\xa1', b'a\xc3', b'\xf0\x9f\x98', b'abc\xed\xa0\x80', b'\x80']
out2 = [(dj(M(f=1, a=b)), dp(M(f=1, a=b))) for b in bs]
out3 = [(dj(M(f=1, a={'k': b})), dp(M(f=1, a=[b]))) for b in bs[:2]]
ta = TypeAdapter(float)
out4 = [ta.dump_json(Decimal('2.5')), ta.dump_python(Decimal('2.5'), mode='json')]
tb = TypeAdapter(bytes)
try:
    out5 = tb.dump_python(b'\xff', mode='json')
except UnicodeDecodeError as e:
    out5 = (str(e), e.start, e.end, e.reason, e.encoding)
