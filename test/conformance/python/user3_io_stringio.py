import io
from io import StringIO
buf = io.StringIO()
n = buf.write("hello ")
buf.write("world\n")
print("line two", file=buf)
print("a", "b", sep=",", end="", file=buf)
a = buf.getvalue(), n, buf.tell()
r = StringIO("l1\nl2\nl3")
b = r.readline(), r.read(2), r.read(), r.read(), r.tell()
r.seek(0)
c = r.readlines(), list(StringIO("x\ny\n")), [line.strip() for line in StringIO("p\nq")]
w = StringIO("abcdef")
w.write("XY")
d = w.getvalue(), w.tell(), w.read()
w.seek(0, 2)
w.write("!")
e = w.getvalue()
w.truncate(3)
f = w.getvalue()
with StringIO("ctx") as s:
    g = s.read()
h = s.closed
try:
    s.read()
except ValueError as ex:
    i = str(ex)
try:
    StringIO().write(5)
except TypeError as ex:
    j = str(ex)
k = repr(type(buf)), isinstance(buf, io.StringIO)
z = StringIO()
z.seek(3)
z.write("q")
l = repr(z.getvalue())
