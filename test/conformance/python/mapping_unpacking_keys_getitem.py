class KV:
    def keys(self): return ["a", "b"]
    def __getitem__(self, k): return k.upper()
d = {**KV(), "c": 1}
def f(**kw): return kw
g = f(**KV())
h = dict(KV())
try:
    {**[1]}
except TypeError as e:
    m1 = str(e)
try:
    f(**[1])
except TypeError as e:
    m2 = str(e)
