import inspect
def g():
    yield 1
x = g()
s = [inspect.getgeneratorstate(x)]
next(x)
s.append(inspect.getgeneratorstate(x))
try:
    next(x)
except StopIteration:
    pass
s.append(inspect.getgeneratorstate(x))
isg = inspect.isgeneratorfunction(g), inspect.isgenerator(x), inspect.isgeneratorfunction(len)
def running():
    yield gen.gi_running
gen = running()
r = next(gen)
frame_none = x.gi_frame is None
