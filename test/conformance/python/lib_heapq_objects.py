import heapq
from dataclasses import dataclass, field
@dataclass(order=True)
class Job:
    pri: int
    name: str = field(compare=False)
h = []
for p, n in [(3, "c"), (1, "a"), (2, "b"), (1, "a2")]:
    heapq.heappush(h, Job(p, n))
order = [heapq.heappop(h).name for _ in range(len(h))]
pq = []
cnt = 0
for name, pri in [("x", 2), ("y", 1), ("z", 2)]:
    heapq.heappush(pq, (pri, cnt, name))
    cnt += 1
o2 = [heapq.heappop(pq)[2] for _ in range(3)]
h3 = [5, 3, 8, 1]
heapq.heapify(h3)
state = list(h3)
k = heapq.nlargest(3, {"a": 5, "b": 9, "c": 1, "d": 7}.items(), key=lambda kv: kv[1])
try:
    heapq.heappush([], 1, 2)
except TypeError as e:
    m = str(e)
hx = [(1, {}), (1, {})]
try:
    heapq.heapify(hx)
    heapq.heappush(hx, (1, {}))
except TypeError as e:
    m2 = str(e)
