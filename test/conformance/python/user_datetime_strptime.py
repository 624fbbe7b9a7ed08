from datetime import datetime
a = datetime.strptime("2023-07-04 13:45:10", "%Y-%m-%d %H:%M:%S")
ra = repr(a)
b = datetime.strptime("04/07/23", "%d/%m/%y")
rb = str(b)
c = datetime.strptime("Mar 5 2021  9:07PM", "%b %d %Y %I:%M%p")
rc = c.isoformat()
d = datetime.strptime("Tuesday, 12 December 1995", "%A, %d %B %Y").date().isoformat()
e = datetime.strptime("2020-02-29T10:00:00.25", "%Y-%m-%dT%H:%M:%S.%f").microsecond
f = datetime.strptime("2021 100", "%Y %j").isoformat()
g = str(datetime.strptime("2024-01-02 10:00 +0530", "%Y-%m-%d %H:%M %z"))
errs = []
for text, fmt in [("2023-13-01", "%Y-%m-%d"), ("2023-01-01 extra", "%Y-%m-%d"), ("2023-02-30", "%Y-%m-%d")]:
    try:
        datetime.strptime(text, fmt)
    except ValueError as ex:
        errs.append(str(ex))
