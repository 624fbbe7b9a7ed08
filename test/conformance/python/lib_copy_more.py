import copy
class Node:
    def __init__(self, v, children=None):
        self.v = v
        self.children = children or []
root = Node(1, [Node(2), Node(3)])
shallow = copy.copy(root)
deep = copy.deepcopy(root)
root.children.append(Node(4))
a = [len(shallow.children), len(deep.children), shallow.children is root.children]
d = {"k": {1, 2}, "t": (1, [2])}
dc = copy.deepcopy(d)
d["t"][1].append(3)
b = dc["t"], dc["k"] == {1, 2}
fs = frozenset([1, 2])
c = copy.copy(fs) is fs, copy.deepcopy("s") is "s", copy.copy([1]) == [1]
class Weird:
    def __init__(self):
        self.x = [1]
    def __deepcopy__(self, memo):
        new = Weird()
        new.x = copy.deepcopy(self.x, memo)
        new.x.append("copied")
        return new
w = copy.deepcopy(Weird())
wx = w.x
nested = [[1, 2], [3]]
nc = copy.deepcopy(nested)
nc[0].append(9)
orig = nested
