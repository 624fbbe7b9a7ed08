class Counter:
    count = 0
    items = []

    def add(self, x):
        self.count += 1
        self.items.append(x)


a = Counter()
b = Counter()
a.add(1)
a.add(2)
b.add(3)
state = (a.count, b.count, Counter.count, a.items is b.items, Counter.items)
