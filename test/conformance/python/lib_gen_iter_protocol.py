class Countdown:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        n = self.n
        while n > 0:
            yield n
            n -= 1
c = Countdown(3)
a = list(c)
b = list(c)
i = iter(c)
t = type(i).__name__
class NotIt:
    pass
try:
    iter(NotIt())
except TypeError as e:
    m = str(e)
try:
    for x in 5:
        pass
except TypeError as e:
    m2 = str(e)
class BadIter:
    def __iter__(self):
        return 3
try:
    iter(BadIter())
except TypeError as e:
    m3 = str(e)
it = iter(range(3))
same = iter(it) is it
import random
calls = [0]
def src():
    calls[0] += 1
    return calls[0]
sent = list(iter(src, 4))
