from datetime import datetime, date, timedelta
from decimal import Decimal
from uuid import UUID
from pydantic import BaseModel, SecretStr, HttpUrl, conint, constr, confloat, PositiveInt, NonNegativeFloat, ValidationError

class M(BaseModel):
    when: datetime = datetime(2024, 1, 1)
    day: date = date(2024, 1, 1)
    dur: timedelta = timedelta(0)
    price: Decimal = Decimal("0")
    uid: UUID = UUID(int=0)
    pw: SecretStr = SecretStr("x")
    url: HttpUrl = "http://example.com"
    n: conint(ge=0, le=5) = 0
    code: constr(pattern=r"^[a-z]+$") = "a"
    p: PositiveInt = 1
    f: NonNegativeFloat = 0.0

out = []
for kw in [
    dict(when="2024-05-06T07:08:09Z", day="2024-02-29", dur="PT1H", price="1.10", uid="12345678123456781234567812345678"),
    dict(when=0, dur=90, price=1.5),
    dict(pw="secret", url="https://x.org/a?b=1"),
    dict(n=6), dict(code="A1"), dict(p=0), dict(f=-1), dict(url="notaurl"), dict(day="2024-13-01"), dict(when="yesterday"),
]:
    try:
        m = M(**kw)
        out.append(repr(m))
        out.append(m.model_dump(mode="json"))
    except ValidationError as e:
        out.append(str(e))
s = str(M().pw)
sv = M(pw="abc").pw.get_secret_value()
