from datetime import datetime, date, timedelta, time, timezone
d = date(2024, 2, 28)
a = d + timedelta(days=2), (date(2024, 3, 1) - d).days, d.isoformat(), d.weekday(), d.isoweekday(), d.strftime("%A %d %B %Y"), str(d), repr(d)
dt = datetime(2024, 1, 15, 13, 45, 30)
b = dt.strftime("%Y-%m-%d %H:%M:%S"), dt.strftime("%I:%M %p"), dt.isoformat(), str(dt), repr(dt), dt.date(), dt.time()
c = dt + timedelta(hours=12), dt - timedelta(weeks=1), (dt - datetime(2024, 1, 1)).total_seconds(), dt.replace(year=2000)
td = timedelta(days=1, hours=2, minutes=3, seconds=4)
e = str(td), repr(td), td.total_seconds(), td.days, td.seconds, str(timedelta(seconds=-1)), str(timedelta(microseconds=5)), td * 2, td // 2
f = datetime.strptime("2023-07-04 09:05", "%Y-%m-%d %H:%M"), datetime.fromisoformat("2023-07-04T09:05:00"), date.fromisoformat("2020-01-01")
g = d < date(2025, 1, 1), max(d, date(2020, 1, 1)), d.year, d.month, d.day, dt.hour, dt.minute, dt.second, dt.microsecond
h = time(9, 30), str(time(9, 30, 5)), d.replace(day=1), (d - date(2024, 1, 1)).days
utc = datetime(2024, 1, 1, tzinfo=timezone.utc)
i = utc.isoformat(), str(utc), repr(timezone.utc), utc.tzinfo is not None
try:
    date(2023, 2, 29)
except ValueError as ex:
    j = str(ex)
try:
    datetime.strptime("2023/01/01", "%Y-%m-%d")
except ValueError as ex:
    k = str(ex)
l = dt.strftime("%j %U %w %y %b %a %%"), date(2024, 1, 1).strftime("%d/%m/%y"), f"{dt:%Y}", format(d, "%m")
m = sorted([date(2024, 3, 1), date(2023, 5, 5)]), timedelta(hours=25).days, abs(timedelta(days=-2)), timedelta(minutes=90) > timedelta(hours=1)
n = datetime(2024, 1, 1).timestamp() if False else None, date.fromordinal(738000), d.toordinal(), datetime.combine(d, time(1, 2))
from datetime import date as _d, datetime as _dt
days = [_d(2024, 1, 1), _d(2023, 1, 1), _d(2023, 12, 31), _d(2021, 1, 3), _d(2020, 12, 27), _d(2024, 12, 30)]
weeks = [(x.strftime("%U %W %u %w %j %e %C %D %F %h"), f"{x:%a %d %b}") for x in days]
times = [_dt(2024, 5, 6, h, 7, 8).strftime("%I %l %k %p %P %r %R %T") for h in (0, 9, 12, 23)]
tdabs = str(abs(timedelta(days=-1, seconds=5))), str(abs(timedelta(hours=3))), str(-timedelta(minutes=1))
