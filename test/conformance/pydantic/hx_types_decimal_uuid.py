from decimal import Decimal
from uuid import UUID
from typing import Annotated
from pydantic import BaseModel, Field, ValidationError


class P(BaseModel):
    price: Annotated[Decimal, Field(max_digits=5, decimal_places=2)]
    id: UUID


p = P(price='12.50', id='12345678-1234-5678-1234-567812345678')
r = repr(p)
d = p.model_dump(mode='json')
j = p.model_dump_json()
ver = p.id.version
price_str = str(p.price)
p2 = P(price=1.5, id=UUID(int=5))
p2_js = p2.model_dump(mode='json')
try:
    P(price='123.456', id='not-a-uuid')
except ValidationError as e:
    errs = e.errors(include_url=False)
try:
    P(price='1234.5', id='12345678123456781234567812345678')
except ValidationError as e:
    errs2 = e.errors(include_url=False)
