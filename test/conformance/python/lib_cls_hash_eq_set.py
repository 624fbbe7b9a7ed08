class K:
    def __init__(self, k):
        self.k = k
    def __eq__(self, o):
        return isinstance(o, K) and self.k.lower() == o.k.lower()
    def __hash__(self):
        return hash(self.k.lower())
    def __repr__(self):
        return f"K({self.k!r})"
s = {K("a"), K("A"), K("b")}
n = len(s)
d = {K("x"): 1}
d[K("X")] = 2
v = list(d.values())
inl = K("B") in [K("b")]
idx = [K("c"), K("b")].index(K("B"))
class NoHash:
    def __eq__(self, o):
        return True
try:
    {NoHash()}
except TypeError as e:
    m = str(e)
h = NoHash.__hash__ is None
