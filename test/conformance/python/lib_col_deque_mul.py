from collections import deque
d = deque([1, 2, 3], maxlen=4)
a = list(d * 2), list(2 * deque([1])), list(deque("ab") * 0)
d *= 2
b = list(d), d.maxlen
try:
    deque([1]) * 1.5
except TypeError as e:
    m = str(e)
