# except* (PEP 654) as CPython 3.11 runs it: except_star_unhandled_rest.
try:
    raise ExceptionGroup('g', [ValueError(1), TypeError(2)])
except* TypeError:
    pass
