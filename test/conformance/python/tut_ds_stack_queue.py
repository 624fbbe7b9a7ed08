from collections import deque
stack = [3, 4, 5]
stack.append(6); stack.append(7)
s1 = stack.pop(), stack.pop(), stack
queue = deque(["Eric", "John", "Michael"])
queue.append("Terry"); queue.append("Graham")
q1 = queue.popleft(), queue.popleft(), list(queue), repr(queue)
d = deque(range(5), maxlen=3)
d.append(9); d.appendleft(-1)
d2 = repr(d), d.maxlen, len(d), d[0], d[-1], list(reversed(d))
r = deque([1, 2, 3, 4]); r.rotate(1); r1 = list(r); r.rotate(-2); r2 = list(r)
e = deque(); e.extend("ab"); e.extendleft("cd"); e1 = list(e), e.count("a"), e.index("b")
msg = None
try:
    deque().pop()
except IndexError as ex:
    msg = str(ex)
msg2 = None
try:
    deque().popleft()
except IndexError as ex:
    msg2 = str(ex)
eq = deque([1]) == deque([1]), deque([1, 2]) < deque([1, 3]), 2 in deque([1, 2])
t = 12345, 54321, 'hello!'
t0 = t[0]
u = t, (1, 2, 3, 4, 5)
empty = ()
singleton = 'hello',
lens = len(empty), len(singleton), repr(singleton)
x, y, z = t
v = ([1, 2, 3], [3, 2, 1])
v[0].append(4)
