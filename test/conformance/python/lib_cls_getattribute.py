class Spy:
    def __init__(self):
        self.seen = []
        self.x = 1
    def __getattribute__(self, name):
        if name != "seen":
            object.__getattribute__(self, "seen").append(name)
        return object.__getattribute__(self, name)
s = Spy()
v = s.x
try:
    s.nope
except AttributeError as e:
    m = str(e)
seen = s.seen
seen = list(seen)
del s
