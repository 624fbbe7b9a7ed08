class Reverse:
    """Iterator for looping over a sequence backwards."""
    def __init__(self, data):
        self.data = data
        self.index = len(data)
    def __iter__(self):
        return self
    def __next__(self):
        if self.index == 0:
            raise StopIteration
        self.index = self.index - 1
        return self.data[self.index]
rev = Reverse('spam')
chars = [c for c in rev]
again = list(rev)
class Countdown:
    def __init__(self, start):
        self.start = start
    def __iter__(self):
        n = self.start
        while n > 0:
            yield n
            n -= 1
c = Countdown(3)
l1 = list(c)
l2 = list(c)
s = sum(Countdown(4))
m = max(Countdown(5))
z = list(zip(Countdown(3), "abc"))
e = list(enumerate(Countdown(2)))
has = 2 in Countdown(3)
st = sorted(Countdown(4))
