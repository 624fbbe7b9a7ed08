class Date:
    def __init__(self, y, m, d):
        self.y, self.m, self.d = y, m, d

    @classmethod
    def from_string(cls, s):
        y, m, d = map(int, s.split("-"))
        return cls(y, m, d)

    @staticmethod
    def is_leap(y):
        return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)

    def iso(self):
        return f"{self.y:04d}-{self.m:02d}-{self.d:02d}"


class MyDate(Date):
    pass


d = MyDate.from_string("2024-2-9")
kind = type(d).__name__
iso = d.iso()
leaps = [Date.is_leap(y) for y in (1900, 2000, 2023, 2024)]
via_instance = d.is_leap(2028)
