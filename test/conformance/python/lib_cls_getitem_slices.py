class Seq:
    def __init__(self, data):
        self.data = list(data)
    def __getitem__(self, i):
        if isinstance(i, slice):
            return Seq(self.data[i])
        return self.data[i]
    def __setitem__(self, i, v):
        self.data[i] = v
    def __delitem__(self, i):
        del self.data[i]
    def __len__(self):
        return len(self.data)
    def __repr__(self):
        return f"Seq({self.data})"
s = Seq(range(6))
a = [repr(s[1:4]), repr(s[::-2]), s[-1], repr(s[10:])]
s[0] = "x"
s[1:3] = ["y"]
del s[-1]
b = repr(s)
sl = slice(1, None, 2)
c = [sl.start, sl.stop, sl.step, repr(sl), sl.indices(10)]
class Grid:
    def __getitem__(self, key):
        r, c = key
        return r * 10 + c
g = Grid()
d = [g[1, 2], g[(3, 4)]]
class Keys:
    def __getitem__(self, k):
        return repr(k)
e = [Keys()[1:2], Keys()[..., 1], Keys()[:, None]]
