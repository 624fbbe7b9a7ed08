from collections import deque
queue = deque(["Eric", "John", "Michael"])
queue.append("Terry")
queue.append("Graham")
left = queue.popleft()
left2 = queue.popleft()
rest = list(queue)
dq = deque(maxlen=3)
for i in range(5):
    dq.append(i)
dql = list(dq)
dq.appendleft(-1)
dql2 = list(dq)
dq.rotate(1)
dql3 = list(dq)
r = repr(deque([1, 2]))
stack = []
for ch in "(a(b)c)":
    if ch == "(":
        stack.append(ch)
    elif ch == ")":
        stack.pop()
balanced = not stack
d = deque([1, 2, 3])
d.extend([4, 5])
d.extendleft([0, -1])
dl = list(d)
ln = len(d)
first = d[0]
