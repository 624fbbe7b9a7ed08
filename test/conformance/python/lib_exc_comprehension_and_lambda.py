def safe_div(a, b):
    try:
        return a / b
    except ZeroDivisionError:
        return float("inf")
r = [safe_div(1, x) for x in [1, 0, 2]]
try:
    [1 / x for x in [1, 0]]
except ZeroDivisionError as e:
    m = str(e)
f = lambda x: int(x)
try:
    list(map(f, ["1", "x"]))
except ValueError as e:
    m2 = str(e)
errs = {}
for s in ["1", "a", "2.5", None]:
    try:
        errs[str(s)] = int(s)
    except (ValueError, TypeError) as e:
        errs[str(s)] = type(e).__name__ + ": " + str(e)
