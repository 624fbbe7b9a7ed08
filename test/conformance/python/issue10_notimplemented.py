class Money:
    def __init__(self, cents):
        self.cents = cents

    def __add__(self, other):
        if not isinstance(other, Money):
            return NotImplemented
        return Money(self.cents + other.cents)

    def __radd__(self, other):
        if other == 0:
            return self
        return NotImplemented


total = sum([Money(150), Money(275)]).cents
marker = repr(NotImplemented)
try:
    Money(1) + "x"
except TypeError as e:
    msg = str(e)
