class Node:
    def __init__(self, v):
        self.v = v


a = Node(1)
b = Node(1)
checks = [a == b, a == a, a != b, a is a, a in [b], a in [a], [a].count(b)]
s = len({a, b, a})
