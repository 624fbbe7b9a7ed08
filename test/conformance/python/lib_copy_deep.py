import copy
a = [1, [2, 3], {"k": [4]}]
b = copy.copy(a)
c = copy.deepcopy(a)
a[1].append(99)
a[2]["k"].append(5)
r = [b, c]
cyc = [1]
cyc.append(cyc)
dc = copy.deepcopy(cyc)
same = dc[1] is dc, dc is not cyc
class N:
    def __init__(self):
        self.items = [1]
        self.me = self
n = N()
n2 = copy.deepcopy(n)
ok = n2.me is n2, n2.items is not n.items
shared = [1]
pair = [shared, shared]
pc = copy.deepcopy(pair)
sh = pc[0] is pc[1]
class C:
    def __init__(self, v):
        self.v = v
    def __copy__(self):
        return C("copied")
    def __deepcopy__(self, memo):
        return C("deep")
cc = copy.copy(C(1)).v, copy.deepcopy(C(1)).v
t = (1, 2)
tc = copy.deepcopy(t) is t
