msgs = []
def tr(f):
    try:
        return f()
    except Exception as e:
        msgs.append(type(e).__name__ + ": " + str(e))
tr(lambda: sorted([(1, None), (1, 2)]))
tr(lambda: sorted([{"a": 1}, {"a": 2}], key=lambda d: d))
tr(lambda: sorted([[1, "a"], [1, 2]]))
tr(lambda: sorted([3, 1, 2], key=lambda x: None))
tr(lambda: max([1, 2], key=lambda x: "a" if x == 1 else 1))
tr(lambda: [1, 2].sort(lambda x: x))
tr(lambda: sorted([1, 2], key=lambda x, y: x))
tr(lambda: sorted(5))
tr(lambda: min(5))
tr(lambda: max(1, 2, default=0))
tr(lambda: sorted([1, 2, 3], key=str.upper))
lst = [3, 1, 2]
def mutate(x):
    lst.append(x)
    return x
tr(lambda: lst.sort(key=mutate))
after = lst
mn = tr(lambda: min([], default=None))
mx = tr(lambda: max((), key=len, default="z"))
