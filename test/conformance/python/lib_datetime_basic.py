from datetime import date, datetime, timedelta, time
d = date(2024, 2, 28)
a = [str(d + timedelta(days=1)), str(d + timedelta(days=2)), repr(d), d.isoformat(), d.weekday(), d.isoweekday()]
b = (date(2024, 3, 1) - date(2024, 1, 1)).days
dt = datetime(2024, 1, 2, 3, 4, 5)
c = [str(dt), repr(dt), dt.strftime("%Y/%m/%d %H:%M"), dt.date().isoformat(), dt.isoformat()]
td = timedelta(hours=25, minutes=3)
e = [str(td), repr(td), td.total_seconds(), td.days, td.seconds]
f = str(timedelta(seconds=-1)), str(timedelta(days=2, microseconds=5))
p = datetime.strptime("2023-12-25 10:30", "%Y-%m-%d %H:%M")
g = repr(p)
h = date.fromisoformat("2020-05-17").strftime("%A %d %B %Y")
i = dt.replace(year=2000).year, dt < datetime(2025, 1, 1)
try:
    date(2023, 2, 29)
except ValueError as ex:
    m = str(ex)
j = str(time(9, 5)), d.year, d.month, d.day, dt.hour
k = sorted([date(2020, 1, 2), date(2019, 5, 5)])
l = [str(x) for x in k]
