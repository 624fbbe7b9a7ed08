class Money:
    def __init__(self, amount, cur="USD"):
        self.amount = amount
        self.cur = cur
    def __format__(self, spec):
        if spec == "short":
            return f"{self.amount:.0f}{self.cur[0]}"
        return f"{self.amount:{spec or '.2f'}} {self.cur}"
    def __str__(self):
        return f"{self.amount:.2f} {self.cur}"
    def __repr__(self):
        return f"Money({self.amount!r}, {self.cur!r})"
m = Money(12.5)
a = f"{m}"
b = f"{m:short}"
c = f"{m:>10.1f}"
d = "{}".format(m)
e = "{!r}".format(m)
f = "{0!s:>15}|".format(m)
g = str([m])
h = repr({"k": m})
i = format(m, ".3f")
j = "%s / %r" % (m, m)
k = f"{'left':<8}{m!s:>14}"
