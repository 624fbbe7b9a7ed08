class Deck:
    def __init__(self):
        self.cards = [f"{r}{s}" for s in "SH" for r in "A23"]
    def __len__(self):
        return len(self.cards)
    def __getitem__(self, i):
        return self.cards[i]
    def __contains__(self, c):
        return c.upper() in self.cards
d = Deck()
n = len(d)
first = d[0]
sl = d[1:3]
it = list(d)
rv = list(reversed(d))
c = "as" in d
c2 = "ZZ" in d
b = bool(d)
try:
    d[100]
except IndexError as e:
    m = str(e)
class Empty:
    def __len__(self):
        return 0
e = bool(Empty())
class BadLen:
    def __len__(self):
        return -1
try:
    len(BadLen())
except ValueError as ex:
    m2 = str(ex)
class StrLen:
    def __len__(self):
        return "3"
try:
    len(StrLen())
except TypeError as ex:
    m3 = str(ex)
