# except* (PEP 654) as CPython 3.11 runs it: except_star_naked_unmatched.
def g():
    try:
        raise ValueError('n')
    except* TypeError:
        pass
g()
