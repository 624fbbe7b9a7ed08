from datetime import date, datetime, timedelta
d = date(2024, 3, 15)
r = repr(d)
s = str(d)
iso = d.isoformat()
wd = d.weekday()
later = d + timedelta(days=20)
ls = str(later)
diff = (date(2024, 12, 25) - d).days
dt = datetime(2024, 1, 2, 3, 4, 5)
dts = str(dt)
fmt = dt.strftime("%Y-%m-%d %H:%M")
td = timedelta(hours=25, minutes=3)
tds = str(td)
secs = td.total_seconds()
parsed = datetime.strptime("2023-07-04", "%Y-%m-%d").year
cmp = date(2020, 1, 1) < date(2021, 1, 1)
rep = d.replace(year=2000).isoformat()
