class Item:
    _registry = {}
    def __init__(self, sku, price, qty=0):
        self.sku = sku
        self.price = price
        self.qty = qty
        Item._registry[sku] = self
    def __repr__(self):
        return f"Item({self.sku!r}, {self.price!r}, qty={self.qty})"
    @property
    def value(self):
        return round(self.price * self.qty, 2)
    def __lt__(self, other):
        return self.value < other.value
class Inventory:
    def __init__(self):
        self.items = {}
    def add(self, item):
        if item.sku in self.items:
            raise KeyError(f"duplicate {item.sku}")
        self.items[item.sku] = item
        return self
    def __getitem__(self, sku):
        return self.items[sku]
    def __iter__(self):
        return iter(sorted(self.items.values()))
    def __len__(self):
        return len(self.items)
    def total(self):
        return sum(i.value for i in self.items.values())
inv = Inventory()
inv.add(Item("a", 1.25, 4)).add(Item("b", 0.1, 3)).add(Item("c", 10, 0))
a = len(inv), inv.total(), [i.sku for i in inv], repr(inv["a"])
try:
    inv.add(Item("a", 1))
except KeyError as e:
    b = str(e), e.args[0]
try:
    inv["zzz"]
except KeyError as e:
    c = repr(e)
d = sorted(Item._registry), max(inv).sku, min(inv, key=lambda i: i.price).sku
e = {sku: it.value for sku, it in inv.items.items()}
