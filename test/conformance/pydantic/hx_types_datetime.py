from datetime import date, datetime, time, timedelta, timezone
from pydantic import BaseModel, ValidationError


class T(BaseModel):
    d: date
    dt: datetime
    t: time
    td: timedelta


x = T(d='2024-02-29', dt='2024-01-02T03:04:05Z', t='10:20:30.5', td='P1DT2H')
r = repr(x)
js = x.model_dump_json()
mode_json = x.model_dump(mode='json')
y = T(d=date(2020, 1, 1), dt=1700000000, t=time(1, 2), td=90.5)
y_js = y.model_dump(mode='json')
tz = x.dt.tzinfo == timezone.utc
try:
    T(d='2024-02-30', dt='nope', t='25:00', td='x')
except ValidationError as e:
    errs = e.errors(include_url=False)
z = T.model_validate_json('{"d": "2021-12-31", "dt": "2021-12-31T23:59:59+02:00", "t": "00:00", "td": 3600}')
z_dump = z.model_dump(mode='json')
