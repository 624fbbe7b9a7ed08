import sys
a = sys.exception()
try:
    1/0
except ZeroDivisionError:
    b = repr(sys.exception())
    try:
        {}[0]
    except KeyError:
        c = repr(sys.exception())
    d = repr(sys.exception())
e = sys.exception()
