import heapq
import bisect
h = []
for v in [5, 1, 8, 3, 2]:
    heapq.heappush(h, v)
smallest = heapq.heappop(h)
rest = list(h)
data = [9, 4, 7, 1, 0]
heapq.heapify(data)
heap = list(data)
three = heapq.nsmallest(3, [5, 2, 8, 1, 9])
big = heapq.nlargest(2, [5, 2, 8, 1, 9])
bylen = heapq.nlargest(2, ["a", "ccc", "bb"], key=len)
pp = heapq.heappushpop([1, 3, 5], 2)
tasks = []
heapq.heappush(tasks, (2, "write"))
heapq.heappush(tasks, (1, "plan"))
heapq.heappush(tasks, (3, "test"))
order = [heapq.heappop(tasks)[1] for _ in range(3)]
merged = list(heapq.merge([1, 4, 7], [2, 5, 8]))
s = [1, 3, 3, 5, 7]
i1 = bisect.bisect_left(s, 3)
i2 = bisect.bisect_right(s, 3)
i3 = bisect.bisect(s, 4)
bisect.insort(s, 4)
after = s
def grade(score, breakpoints=[60, 70, 80, 90], grades='FDCBA'):
    return grades[bisect.bisect(breakpoints, score)]
grades = [grade(score) for score in [33, 99, 77, 70, 89, 90, 100]]
rep = heapq.heapreplace([1, 5, 9], 7)
