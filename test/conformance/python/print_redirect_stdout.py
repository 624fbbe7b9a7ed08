# print() follows sys.stdout: replaced by hand, by contextlib.redirect_stdout (nested, to a StringIO or
# any object with write), set to None; redirect_stderr; the streams as the reference runner has them.
import io, sys, contextlib
b2 = io.StringIO()
with contextlib.redirect_stdout(b2) as tgt:
    print('inside', 1)
    sys.stdout.write('w\n')
    same = tgt is b2
red = b2.getvalue()
after = sys.stdout is sys.__stdout__ if hasattr(sys, '__stdout__') else None
buf = io.StringIO()
old = sys.stdout
sys.stdout = buf
print('manual', end='')
print('x', 'y', sep='|')
sys.stdout = old
manual = buf.getvalue()
errb = io.StringIO()
with contextlib.redirect_stderr(errb):
    print('to err', file=sys.stderr)
err = errb.getvalue()
outer = io.StringIO()
inner = io.StringIO()
with contextlib.redirect_stdout(outer):
    print('o1')
    with contextlib.redirect_stdout(inner):
        print('i1')
    print('o2')
nest = (outer.getvalue(), inner.getvalue())
class Collector:
    def __init__(self): self.parts = []
    def write(self, s): self.parts.append(s)
c = Collector()
with contextlib.redirect_stdout(c):
    print('a', 'b')
parts = c.parts
sys.stdout = None
print('dropped')
sys.stdout = old
def noisy():
    print('from function')
    return 5
f = io.StringIO()
with contextlib.redirect_stdout(f):
    v = noisy()
fv = f.getvalue()
ids = (sys.stdout is sys.stderr, sys.__stdout__ is sys.stdout)
