# date.isocalendar(): ISO weeks around year ends, as a datetime.IsoCalendarDate tuple with read-only fields.
from datetime import date, datetime, timedelta
r = date(2024, 3, 10).isocalendar()
a = (repr(r), r.year, r.week, r.weekday, r[1], r == (2024, 10, 7), tuple(r), type(r).__name__, isinstance(r, tuple))
start = date(2019, 12, 20)
b = [tuple((start + timedelta(days=i)).isocalendar()) for i in range(0, 800, 9)]
c = [tuple(date(y, 1, 1).isocalendar()) + tuple(date(y, 12, 31).isocalendar()) for y in range(1995, 2030)]
d = datetime(2024, 12, 30, 5).isocalendar()
try:
    r.year = 1
except AttributeError as e:
    m = str(e)
x, y, z = date(1, 1, 1).isocalendar()
