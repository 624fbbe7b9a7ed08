data = iter([3, 2, 1, 0, 5])
vals = list(iter(lambda: next(data), 0))
rest = list(data)
class Reader:
    def __init__(self, chunks):
        self.chunks = list(chunks)
    def read(self):
        return self.chunks.pop(0) if self.chunks else ""
r = Reader(["ab", "cd"])
parts = list(iter(r.read, ""))
try:
    iter(5, 0)
except TypeError as e:
    m = str(e)
it = iter("abc")
n = [next(it), next(it)]
left = list(it)
e = enumerate("xy")
first = next(e)
z = zip([1, 2], "ab")
zn = next(z)
