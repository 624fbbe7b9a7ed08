from collections import deque
d = deque([1, 2, 3], maxlen=3)
d.append(4)
a = list(d)
d.appendleft(0)
b = list(d)
r = repr(d)
d2 = deque("abcde")
d2.rotate(2)
c = "".join(d2)
d2.rotate(-3)
c2 = "".join(d2)
p = d2.pop(), d2.popleft()
d2.extendleft("xy")
e = list(d2)
try:
    deque().pop()
except IndexError as ex:
    m = str(ex)
ml = d.maxlen, deque().maxlen
ix = d2[1], d2[-1]
d3 = deque(range(5))
del d3[2]
f = list(d3)
d3.remove(4)
g = list(d3), d3.count(1), d3.index(3)
try:
    d3[1:2]
except TypeError as ex:
    m2 = str(ex)
