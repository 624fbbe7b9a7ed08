from datetime import date, datetime, timedelta, timezone
from pydantic import BaseModel, TypeAdapter, ValidationError


class M(BaseModel):
    aware: datetime
    naive: datetime


m = M(aware='2020-01-01T00:00:00+05:30', naive='2020-01-01T00:00:00')
off = m.aware.utcoffset().total_seconds()
js = m.model_dump_json()
try:
    M(aware='2020-01-01T25:00:00', naive='2020-13-01')
except ValidationError as e:
    errs = e.errors(include_url=False)
td = TypeAdapter(timedelta)
vals = [str(td.validate_python(x)) for x in ['1:02:03', 'P3DT4H', -90, '-1 day, 0:00:01']]
td_js = [td.dump_json(timedelta(days=1, seconds=5)).decode(), td.dump_json(timedelta(seconds=-1)).decode()]
d_from_dt = TypeAdapter(date).validate_python('2020-01-01T00:00:00')
try:
    TypeAdapter(date).validate_python('2020-01-01T10:00:00')
except ValidationError as e:
    errs2 = e.errors(include_url=False)
ts = TypeAdapter(datetime).validate_python('1700000000.5')
ts_r = repr(ts)
