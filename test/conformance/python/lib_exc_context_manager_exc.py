from contextlib import contextmanager, suppress, ExitStack
log = []
@contextmanager
def managed(name):
    log.append(f"open {name}")
    try:
        yield name.upper()
    except ValueError as e:
        log.append(f"handled {e}")
    finally:
        log.append(f"close {name}")
with managed("a") as v:
    log.append(v)
with managed("b"):
    raise ValueError("inner")
try:
    with managed("c"):
        raise KeyError("k")
except KeyError as e:
    log.append(f"outer {e!r}")
with suppress(ZeroDivisionError, KeyError):
    1 / 0
log.append("suppressed")
with ExitStack() as st:
    for n in "xy":
        st.enter_context(managed(n))
    st.callback(log.append, "callback")
@contextmanager
def bad():
    yield 1
    yield 2
try:
    with bad():
        pass
except RuntimeError as e:
    m = str(e)
