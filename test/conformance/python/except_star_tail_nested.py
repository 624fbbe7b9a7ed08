# except* (PEP 654) as CPython 3.11 runs it: except_star_tail_nested.
def a():
    try:
        try:
            raise KeyError('x')
        except* KeyError:
            pass
    except Exception:
        pass
def b():
    try:
        raise ValueError(1)
    except ValueError:
        try:
            raise KeyError('x')
        except* KeyError:
            pass
def c():
    try:
        pass
    except ValueError:
        pass
    else:
        try:
            raise KeyError('x')
        except* KeyError:
            pass
def d():
    if True:
        try:
            raise KeyError('x')
        except* KeyError:
            pass
    else:
        pass
def e():
    try:
        try:
            raise KeyError('x')
        except* KeyError:
            pass
    finally:
        z = 1
a(); b(); c(); d(); e()
