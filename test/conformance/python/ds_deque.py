from collections import deque

queue = deque(["Eric", "John", "Michael"])
queue.append("Terry")
queue.append("Graham")
first = queue.popleft()
second = queue.popleft()
rest = list(queue)
d = deque(maxlen=3)
for i in range(5):
    d.append(i)
window = list(d)
d.rotate(1)
rotated = list(d)
