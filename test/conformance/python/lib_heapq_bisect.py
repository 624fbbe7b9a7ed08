import heapq, bisect
h = []
for x in [5, 1, 8, 3, 2]:
    heapq.heappush(h, x)
a = [heapq.heappop(h) for _ in range(3)]
h2 = [9, 4, 7, 1]
heapq.heapify(h2)
b = h2[0]
c = heapq.nlargest(2, [1, 5, 3, 9]), heapq.nsmallest(2, [1, 5, 3, 9])
d = heapq.nlargest(2, ["aaa", "b", "cc"], key=len)
e = heapq.heappushpop([1, 3], 2), heapq.heapreplace([1, 3], 5)
m = list(heapq.merge([1, 4], [2, 3], [0]))
tasks = []
heapq.heappush(tasks, (2, "write"))
heapq.heappush(tasks, (1, "read"))
heapq.heappush(tasks, (2, "alpha"))
t = [heapq.heappop(tasks) for _ in range(3)]
try:
    heapq.heappop([])
except IndexError as ex:
    msg = str(ex)
s = [1, 2, 4, 4, 8]
f = [bisect.bisect_left(s, 4), bisect.bisect_right(s, 4), bisect.bisect(s, 5)]
bisect.insort(s, 3)
g = s
def grade(score, bps=[60, 70, 80, 90], grades="FDCBA"):
    return grades[bisect.bisect(bps, score)]
gr = [grade(x) for x in [33, 99, 77, 70, 89, 90, 100]]
k = bisect.bisect_left([(1, "a"), (3, "c")], 2, key=lambda t: t[0])
