class L:
    def __init__(self, n):
        self.n = n
    def __len__(self):
        return self.n
r = [bool(L(0)), bool(L(3)), not L(0), "yes" if L(1) else "no"]
class Both:
    def __bool__(self):
        return False
    def __len__(self):
        return 5
b = bool(Both()), len(Both())
class Neither:
    pass
c = bool(Neither())
x = L(0) or "fallback"
y = L(2) and "second"
z = [v for v in [L(0), L(1), L(2)] if v]
zn = [v.n for v in z]
