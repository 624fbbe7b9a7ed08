import copy, heapq, bisect
orig = {"a": [1, 2], "b": {"c": [3]}}
sh = copy.copy(orig)
dp = copy.deepcopy(orig)
sh["a"].append(99)
dp["b"]["c"].append(100)
a = orig, sh is orig, sh["a"] is orig["a"], dp["b"]["c"] is orig["b"]["c"]
class P:
    def __init__(self, xs):
        self.xs = xs
p = P([1])
q = copy.deepcopy(p)
q.xs.append(2)
b = p.xs, q.xs, type(q).__name__
h = [5, 1, 8, 3, 2]
heapq.heapify(h)
c = h[0], heapq.heappop(h), heapq.heappushpop(h, 0), heapq.nlargest(2, [4, 9, 1, 7]), heapq.nsmallest(2, [4, 9, 1, 7], key=lambda v: -v)
heapq.heappush(h, -1)
d = [heapq.heappop(h) for _ in range(len(h))]
tasks = []
for pr, name in [(2, "write"), (1, "read"), (3, "exec"), (1, "alpha")]:
    heapq.heappush(tasks, (pr, name))
e = [heapq.heappop(tasks)[1] for _ in range(4)], list(heapq.merge([1, 4], [2, 3]))
xs = [1, 3, 3, 7]
f = bisect.bisect_left(xs, 3), bisect.bisect_right(xs, 3), bisect.bisect(xs, 10)
bisect.insort(xs, 5)
g = xs
def grade(score, bps=[60, 70, 80, 90], grades="FDCBA"):
    return grades[bisect.bisect(bps, score)]
i = [grade(s) for s in [33, 99, 77, 70, 89, 90, 100]]
