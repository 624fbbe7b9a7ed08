log = []
for thunk in [lambda: {}["k"], lambda: [][1], lambda: None.pop(), lambda: 1 / 0, lambda: int("x"), lambda: undefined_name]:
    try:
        thunk()
    except Exception as e:
        log.append(f"{type(e).__name__}: {e}")


def risky(n):
    if n > 2:
        raise ValueError(f"too big: {n}")
    return n


values = []
for i in range(5):
    try:
        values.append(risky(i))
    except ValueError as e:
        values.append(str(e))
        break
    else:
        values.append("ok")
    finally:
        values.append("finally")
