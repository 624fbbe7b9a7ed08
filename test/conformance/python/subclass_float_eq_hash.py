class Celsius(float):
    def __init__(self, value, label="room"):
        self.label = label

    def to_f(self):
        return self * 9 / 5 + 32


c = Celsius(21.5)
c.label = "office"
lab = c.label
f = c.to_f()
ft = type(f).__name__
r = repr(c)
rounded = round(c)
fl = float(c)
fl_type = type(fl).__name__
try:
    Celsius(1.0, "a", "b")
except TypeError as e:
    err = str(e)
zero = bool(Celsius(0.0))
integer = Celsius(3.0).is_integer()
fmt = f"{c:.2f}|{c}"


class Caseless(str):
    def __eq__(self, other):
        return isinstance(other, str) and self.lower() == other.lower()

    def __hash__(self):
        return hash(self.lower())


d = {Caseless("Key"): 1}
hit = d.get(Caseless("KEY"))
miss = d.get("KEY")
eq = Caseless("ABC") == "abc"
inlist = "abc" in [Caseless("ABC")]


class NoHash(int):
    def __eq__(self, other):
        return int(self) % 10 == int(other) % 10


try:
    {NoHash(3)}
except TypeError as e:
    unhashable = str(e)
same = NoHash(13) == 3


class Weird(int):
    def __add__(self, other):
        return Weird(int(self) + int(other) + 100)

    def __radd__(self, other):
        return "radd"


w = Weird(1) + 1
w_type = type(w).__name__
wr = 1 + Weird(1)
plain = Weird(1) - 1
sm = sum([Weird(1)])
sm2 = sum([MyInt2 for MyInt2 in (Weird(2),)], start=Weird(0))
