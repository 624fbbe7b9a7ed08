from datetime import datetime, date, time, timedelta, timezone
from pydantic import BaseModel, ValidationError

class Ev(BaseModel):
    at: datetime
    day: date
    dur: timedelta = timedelta(hours=1)
    t: time = time(9, 30)

e = Ev(at='2032-04-23T10:20:30.400+02:30', day='2020-01-02', dur='P1DT2H', t='10:20')
d = e.model_dump(mode='json')
j = e.model_dump_json()
r = repr(e)
s = str(e.at)
x = [e.at.year, e.day.isoformat(), e.dur.total_seconds(), str(e.dur), e.at.strftime('%Y/%m/%d %H:%M'), repr(e.at.tzinfo)]
dt = datetime(2020, 1, 2, 3, 4, 5)
y = [repr(dt), str(dt + timedelta(days=1, hours=2)), str(dt - datetime(2019, 12, 31)), dt.isoformat(), repr(date(2020,1,1) - timedelta(days=1)), dt > datetime(2020,1,1)]
z = repr(datetime(2020,1,2, tzinfo=timezone.utc)), str(timedelta(days=-1, seconds=5)), timedelta(hours=1) / timedelta(minutes=30)
f = datetime.fromisoformat('2020-01-02T03:04:05+02:00').isoformat()
try:
    Ev(at='x', day='2020-13-01', dur='bad', t='25:00')
except ValidationError as err:
    errs = [(a['type'], a['loc'], a['msg']) for a in err.errors()]
ts = Ev(at=1700000000, day=0, dur=90, t=3600).model_dump_json()
