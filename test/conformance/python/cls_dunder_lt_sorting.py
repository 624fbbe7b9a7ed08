class Card:
    order = "23456789TJQKA"

    def __init__(self, rank, suit):
        self.rank = rank
        self.suit = suit

    def __lt__(self, other):
        return self.order.index(self.rank) < self.order.index(other.rank)

    def __repr__(self):
        return self.rank + self.suit


hand = [Card("K", "h"), Card("3", "s"), Card("A", "d"), Card("T", "c")]
ordered = repr(sorted(hand))
best = repr(max(hand))
gt = Card("A", "s") > Card("2", "s")
