class Node:
    def __init__(self, v):
        self.v = v
        self.next = None
    def __repr__(self):
        return f"Node({self.v}, {self.next!r})"
a = Node(1)
a.next = Node(2)
r = repr(a)
l = [1]
l.append(l)
rl = repr(l)
d = {"k": 1}
d["self"] = d
rd = repr(d)
class Box:
    def __init__(self):
        self.items = [self]
    def __repr__(self):
        return f"Box({self.items})"
try:
    repr(Box())
except RecursionError as e:
    m = type(e).__name__
