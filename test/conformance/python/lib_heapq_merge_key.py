import heapq
a = list(heapq.merge([1, 3, 5], [2, 4, 6]))
b = list(heapq.merge(["bb", "dddd"], ["a", "ccc"], key=len))
c = list(heapq.merge([5, 3, 1], [4, 2], reverse=True))
d = heapq.nsmallest(3, [5, 1, 4, 1, 9], key=lambda x: -x)
e = heapq.nlargest(1, []), heapq.nsmallest(0, [1, 2])
h = [(3, "c"), (1, "a")]
heapq.heapify(h)
f = heapq.heappop(h)
g = h
