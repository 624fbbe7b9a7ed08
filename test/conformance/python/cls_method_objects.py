class Bag:
    def __init__(self):
        self.data = []

    def add(self, x):
        self.data.append(x)

    def addtwice(self, x):
        self.add(x)
        self.add(x)


b = Bag()
add = b.add
add(1)
b.addtwice(2)
Bag.add(b, 3)
data = b.data
bound_self = add.__self__ is b
fname = add.__func__.__name__
