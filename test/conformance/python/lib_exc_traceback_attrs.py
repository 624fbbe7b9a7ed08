import sys
def boom():
    raise ValueError("x")
try:
    boom()
except ValueError as e:
    tb = e.__traceback__
    has_tb = tb is not None
    info = sys.exc_info()
    t0 = info[0].__name__
    same = info[1] is e
    same_tb = info[2] is tb, e.__traceback__ is tb
    line = tb.tb_lineno
    nxt = tb.tb_next.tb_lineno
    last = tb.tb_next.tb_next
    tn = type(tb).__name__
after = sys.exc_info()
e2 = ValueError("y")
none_tb = e2.__traceback__ is None
e3 = e2.with_traceback(None)
same2 = e3 is e2
try:
    e2.with_traceback(5)
except TypeError as t:
    m = str(t)
def outer():
    try:
        boom()
    except ValueError:
        return sys.exc_info()[2]
lines = []
t = outer()
while t is not None:
    lines.append(t.tb_lineno)
    t = t.tb_next
class CM:
    def __enter__(self):
        return self
    def __exit__(self, et, ev, tb):
        global seen
        seen = (et.__name__, tb.tb_lineno, tb is ev.__traceback__)
        return True
with CM():
    x = 1
    boom()
try:
    try:
        boom()
    except ValueError as e:
        raise KeyError("k").with_traceback(e.__traceback__)
except KeyError as k:
    kl = []
    t = k.__traceback__
    while t:
        kl.append(t.tb_lineno)
        t = t.tb_next
