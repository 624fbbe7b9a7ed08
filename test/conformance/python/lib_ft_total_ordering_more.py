from functools import total_ordering
@total_ordering
class Card:
    order = "23456789TJQKA"
    def __init__(self, r):
        self.r = r
    def __eq__(self, o):
        return self.r == o.r
    def __gt__(self, o):
        return self.order.index(self.r) > self.order.index(o.r)
    def __repr__(self):
        return self.r
cards = [Card(c) for c in "KA2T"]
s = repr(sorted(cards))
r = [Card("A") > Card("K"), Card("2") <= Card("3"), Card("5") >= Card("5"), Card("5") < Card("4")]
try:
    @total_ordering
    class Nothing:
        pass
except ValueError as e:
    m = str(e)
