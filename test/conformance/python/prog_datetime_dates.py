from datetime import date, timedelta

d = date(2024, 1, 31)
next_day = d + timedelta(days=1)
iso = next_day.isoformat()
weekday = d.weekday()
span = (date(2024, 3, 1) - date(2024, 2, 1)).days
