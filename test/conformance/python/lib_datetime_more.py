from datetime import datetime, date, timedelta
d1 = date(2024, 1, 31)
a = [(d1 + timedelta(days=30)).isoformat(), (d1 - timedelta(weeks=2)).isoformat()]
td = timedelta(days=1, hours=2) - timedelta(hours=3)
b = [str(td), td.total_seconds(), str(timedelta(minutes=90)), str(timedelta(days=-1, seconds=5))]
c = [str(td * 2), str(td / 2), timedelta(hours=1) // timedelta(minutes=7), str(timedelta(hours=1) % timedelta(minutes=7))]
dt = datetime(2024, 3, 10, 14, 30)
e = [dt.strftime("%I:%M %p"), dt.strftime("%a %b %d"), dt.strftime("%j"), dt.weekday(), dt.isocalendar()[1]]
f = [date(2024, 12, 25) > date(2024, 1, 1), max(date(2020, 1, 1), date(2021, 1, 1)).year]
g = str(datetime(2024, 1, 1) - datetime(2023, 12, 31, 12))
h = datetime.fromisoformat("2024-05-06T07:08:09").minute
i = date(2024, 2, 29).replace(year=2025) if False else "skip"
try:
    date(2024, 2, 29).replace(year=2025)
except ValueError as ex:
    m = str(ex)
j = timedelta(seconds=3661).seconds, timedelta(1.5).days, str(timedelta(microseconds=1500))
