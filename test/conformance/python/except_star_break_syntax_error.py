# except* (PEP 654) as CPython 3.11 runs it: except_star_break_syntax_error.
for i in range(3):
    try:
        pass
    except* ValueError:
        break
