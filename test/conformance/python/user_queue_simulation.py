from collections import deque
class Task:
    def __init__(self, name, duration):
        self.name = name
        self.remaining = duration
    def __repr__(self):
        return f"Task({self.name!r}, {self.remaining})"
def round_robin(tasks, quantum):
    q = deque(tasks)
    timeline = []
    t = 0
    while q:
        task = q.popleft()
        run = min(quantum, task.remaining)
        t += run
        task.remaining -= run
        timeline.append((task.name, t))
        if task.remaining > 0:
            q.append(task)
    return timeline
tl = round_robin([Task("a", 3), Task("b", 5), Task("c", 1)], 2)
finish = {name: t for name, t in tl}
order = [n for n, _ in tl]
