class Card:
    SUITS = "♠♥♦♣"
    def __init__(self, rank, suit):
        self.rank = rank
        self.suit = suit
    def __eq__(self, other):
        return (self.rank, self.suit) == (other.rank, other.suit)
    def __hash__(self):
        return hash((self.rank, self.suit))
    def __repr__(self):
        return f"{self.rank}{self.suit}"
    def __lt__(self, other):
        return (self.rank, self.suit) < (other.rank, other.suit)
hand = {Card(10, "♠"), Card(10, "♠"), Card(2, "♥")}
n = len(hand)
srt = repr(sorted(hand))
has = Card(2, "♥") in hand
d = {Card(1, "♣"): "ace"}
look = d[Card(1, "♣")]
class NoHash:
    def __eq__(self, other):
        return True
try:
    {NoHash()}
except TypeError as e:
    err = str(e)
h = NoHash.__hash__ is None
deck = [Card(r, s) for s in "♠♥" for r in range(1, 4)]
counts = {}
for c in deck + deck[:2]:
    counts[c] = counts.get(c, 0) + 1
dups = sorted(repr(c) for c, k in counts.items() if k > 1)
idx = deck.index(Card(3, "♠"))
cnt = deck.count(Card(1, "♥"))
deck.remove(Card(2, "♠"))
left = len(deck)
