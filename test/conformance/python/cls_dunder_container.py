class Deck:
    def __init__(self, cards):
        self._cards = list(cards)

    def __len__(self):
        return len(self._cards)

    def __getitem__(self, i):
        return self._cards[i]

    def __contains__(self, c):
        return c in self._cards


d = Deck("ABCDE")
n = len(d)
first = d[0]
last = d[-1]
part = d[1:3]
has = "C" in d
iterated = [c for c in d]
rev = list(reversed(d))
