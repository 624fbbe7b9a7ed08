import heapq
import bisect

h = [5, 1, 8, 3, 9, 2]
heapq.heapify(h)
smallest = [heapq.heappop(h) for _ in range(3)]
top2 = heapq.nlargest(2, [4, 10, 7, 1])
s = [1, 3, 5, 7]
pos = bisect.bisect_left(s, 5)
bisect.insort(s, 4)
