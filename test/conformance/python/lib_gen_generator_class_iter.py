class Tree:
    def __init__(self, v, *kids):
        self.v = v
        self.kids = kids
    def __iter__(self):
        yield self.v
        for k in self.kids:
            yield from k
t = Tree(1, Tree(2, Tree(3)), Tree(4))
r = list(t)
s = sum(t)
m = max(t)
inr = 3 in t
class Lines:
    def __init__(self, text):
        self.text = text
    def __iter__(self):
        return (ln for ln in self.text.split("\n") if ln)
ls = list(Lines("a\n\nb\n"))
e = dict(enumerate(Lines("x\ny")))
def take(n, it):
    it = iter(it)
    return [next(it) for _ in range(n)]
tk = take(2, t)
try:
    take(10, [1])
except RuntimeError as ex:
    msg = str(ex)
except StopIteration:
    msg = "stop"
