a = "{} + {} = {}".format(1, 2, 3), "{1} {0} {1}".format("a", "b"), "{name}:{0}".format(5, name="n"), "{0:>{1}}".format("x", 4)
pt = {"x": 1, "y": 2}
b = "({x}, {y})".format(**pt), "{0[x]}".format(pt), "{p[y]}".format(p=pt), "{.__class__.__name__}".format(3)
class C:
    attr = "v"
    def __format__(self, spec):
        return f"C<{spec}>"
c = "{0.attr}".format(C()), "{:abc}".format(C()), f"{C():xyz}", format(C(), "q")
d = "{{}} {}".format(1), "{!r}".format("s"), "{0!r:>6}".format("s"), "{:%}".format(0.25), "{:,d}".format(10 ** 7)
e = "{:^10}".format("mid"), "{:-^10}".format("mid"), "{:<5}|{:>5}".format(1, 2), "{:=+8.2f}".format(3.1), "{:x<4d}".format(7)
try:
    "{}".format()
except IndexError as ex:
    f = str(ex)
try:
    "{a}".format(b=1)
except KeyError as ex:
    g = str(ex)
try:
    "{".format()
except ValueError as ex:
    h = str(ex)
try:
    "}".format()
except ValueError as ex:
    i = str(ex)
try:
    "{0:d}".format(1.5)
except ValueError as ex:
    j = str(ex)
k = "{:s}".format("x"), "{:10.3}".format("abcdef"), "{:.2}".format(3.14159), "{:5}".format(True), "{:d}".format(True), "{}".format(None)
l = "{0}{0}".format("ab"), "{:*>+10.3e}".format(12345.6789)
