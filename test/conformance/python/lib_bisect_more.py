import bisect
scores = [10, 20, 20, 30]
a = [bisect.bisect_left(scores, 20), bisect.bisect_right(scores, 20), bisect.bisect_left(scores, 5), bisect.bisect_right(scores, 99)]
b = bisect.bisect_left(scores, 20, 2), bisect.bisect_right(scores, 20, 0, 2)
l = []
for x in [5, 1, 4, 1]:
    bisect.insort_left(l, x)
ins = l
recs = [("a", 1), ("c", 3)]
bisect.insort(recs, ("b", 2), key=lambda r: r[1])
k = recs
def index(a, x):
    i = bisect.bisect_left(a, x)
    if i != len(a) and a[i] == x:
        return i
    raise ValueError(f"{x} not found")
f = index(scores, 30)
try:
    index(scores, 25)
except ValueError as e:
    m = str(e)
try:
    bisect.bisect([1], 1, -1)
except ValueError as e:
    m2 = str(e)
