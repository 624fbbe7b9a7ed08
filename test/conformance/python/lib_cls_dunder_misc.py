class V:
    def __init__(self, *c):
        self.c = c
    def __len__(self):
        return len(self.c)
    def __iter__(self):
        return iter(self.c)
    def __reversed__(self):
        return iter(self.c[::-1])
    def __contains__(self, x):
        return x in self.c
    def __index__(self):
        return len(self.c)
    def __int__(self):
        return 42
    def __float__(self):
        return 1.5
    def __round__(self, n=None):
        return "rounded" if n is None else f"rounded{n}"
    def __hash__(self):
        return hash(self.c)
    def __eq__(self, o):
        return isinstance(o, V) and o.c == self.c
v = V(1, 2, 3)
r = [list(reversed(v)), 2 in v, [10, 20, 30, 40][v], int(v), float(v), round(v), round(v, 2), bin(v), hex(v), range(v)[-1]]
x, y, z = v
s = {V(1), V(1)}
n = len(s)
d = dict.fromkeys([V(2)], 0)
mx = max(v)
st = sorted(v, reverse=True)
ls = "abcdef"[V(1):V(1, 2, 3)]
