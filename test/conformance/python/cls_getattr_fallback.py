class Proxy:
    def __init__(self, target):
        self._target = target
        self.calls = []

    def __getattr__(self, name):
        self.calls.append(name)
        return getattr(self._target, name)


p = Proxy([3, 1, 2])
p.append(0)
n = p.count(1)
calls = p.calls
try:
    p.nothing
except AttributeError as e:
    msg = str(e)
