from contextlib import contextmanager, suppress, ExitStack, nullcontext, closing
log = []
class Res:
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        log.append("enter " + self.name)
        return self
    def __exit__(self, et, ev, tb):
        log.append(f"exit {self.name} {et.__name__ if et else None}")
        return et is KeyError
with Res("a") as r, Res("b"):
    log.append("body")
with Res("c"):
    raise KeyError("swallowed")
try:
    with Res("d"):
        raise ValueError("v")
except ValueError:
    log.append("outer caught")
@contextmanager
def tag(n):
    log.append(f"<{n}>")
    try:
        yield n.upper()
    finally:
        log.append(f"</{n}>")
with tag("p") as t:
    log.append(t)
with suppress(ZeroDivisionError):
    1 / 0
    log.append("never")
with ExitStack() as st:
    for n in "xy":
        st.enter_context(Res(n))
with nullcontext(5) as v:
    log.append(v)
@contextmanager
def err_handler():
    try:
        yield
    except ValueError as ex:
        log.append(f"handled {ex}")
with err_handler():
    raise ValueError("inner")
class C:
    def close(self):
        log.append("closed")
with closing(C()):
    pass
a = log
try:
    with 5:
        pass
except Exception as ex:
    b = type(ex).__name__, str(ex)
