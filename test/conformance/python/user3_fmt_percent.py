a = "%5d|%-5d|%05d" % (42, 42, 42)
b = "%.3s|%10s|%-10s|" % ("abcdef", "hi", "hi")
c = "%x %X %o %#x %#o" % (255, 255, 8, 255, 8)
d = "%e %E %g %G" % (12345.678, 12345.678, 0.00001234, 1e20)
e = "%r %s %a" % ("x", "x", "é")
f = "%(name)s is %(age)d" % {"name": "Bob", "age": 30}
g = "%c%c" % (72, "i")
h = "%%d means int: %d" % 5
i = "%+.2f %+d % d" % (3.14159, 5, 7)
j = "%*d|%-*d|" % (5, 1, 4, 2)
k = "%.*f" % (2, 3.14159)
l = "%s" % [1, 2]
m = "%s and %s" % (("a", "b"))
try:
    "%d" % "x"
except TypeError as ex:
    n = str(ex)
try:
    "%s %s" % ("a",)
except TypeError as ex:
    o = str(ex)
try:
    "%s" % ("a", "b")
except TypeError as ex:
    p = str(ex)
q = "%i" % 3.9
r = "%.0f %.0f %.0f" % (0.5, 1.5, 2.5)
s = "%s" % (1,)
t = "%5.1f%%" % 99.55
