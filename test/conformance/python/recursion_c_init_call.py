depth = 0
class Node:
    def __init__(self, n):
        global depth
        depth = n
        self.child = Node(n + 1)
try:
    Node(0)
except RecursionError as e:
    msg = str(e)
