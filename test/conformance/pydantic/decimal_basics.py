from decimal import Decimal as D, ROUND_HALF_UP, getcontext
from typing import Annotated
from pydantic import BaseModel, Field, ValidationError, TypeAdapter
a = [str(D(0.1)), str(D('1.50')), str(D(1)/D(3)), str(D('1.5')+D('2.25')), str(D('1')/D('4')), str(D(10)/D(2)), str(D('100')/D('10')), str(D('1E+2')), str(D('0.0000001')), str(D('12.345').quantize(D('0.01'))), str(D('2.675').quantize(D('0.01'), rounding=ROUND_HALF_UP)), str(round(D('2.675'), 2)), str(D('3')*D('1.5')), D('1.10')==D('1.1'), int(D('7.9')), float(D('1.1')), str(D(5)//D(2)), str(D(5)%D(3)), str(D('1.20').normalize()), repr(D('1.0')), str(D(2)**3), D('1.5') > 1, D(2) == 2, str(-D('3.5')), str(D('-7') // D(2)), str(D('-7') % D(2)), str(sum([D('0.1')] * 3)), str(D('0.1') * 3)]
class Price(BaseModel):
    amount: Annotated[D, Field(max_digits=6, decimal_places=2)]
p = Price(amount='12.50')
b = [repr(p), p.model_dump_json(), p.model_dump(mode='json')]
errs = []
for v in ['12.345', '12345.6', 'x', 'NaN', True, 1.25, 7]:
    try:
        errs.append(repr(Price(amount=v).amount))
    except ValidationError as e:
        errs.append(e.errors()[0]['msg'])
try:
    D(1) + 1.5
except TypeError as e:
    te = str(e)
