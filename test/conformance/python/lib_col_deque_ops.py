from collections import deque
history = deque(maxlen=3)
for cmd in ["ls", "cd", "pwd", "git", "vim"]:
    history.append(cmd)
a = list(history)
d = deque([1, 2, 3])
d.extend([4, 5])
d.rotate(1)
b = list(d)
c = d[0], d[-1], len(d), 3 in d
d.clear()
e = list(d), bool(d)
q = deque()
q.append("a"); q.append("b")
f = q.popleft()
g = deque([3, 1, 2])
h = sorted(g), list(reversed(g)), g.index(1)
g2 = g.copy()
g2.append(9)
i = list(g), list(g2)
j = deque([1, 2]) == deque([1, 2]), deque([1]) == [1]
k = repr(deque(maxlen=2)), repr(deque([1, 2], 5))
m = deque("ab") + deque("c")
n = list(m * 2)
try:
    deque([1], maxlen=-1)
except ValueError as ex:
    msg = str(ex)
dq = deque([1, 2, 3, 4])
dq.insert(2, "x")
ins = list(dq)
