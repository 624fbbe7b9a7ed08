class Temp:
    def __init__(self, deg):
        self.deg = deg

    def __str__(self):
        return f"{self.deg}°"

    def __format__(self, spec):
        return format(self.deg, spec) + "deg"


t = Temp(21.456)
s = str(t)
f = f"{t:.1f}"
plain = format(t, "")
