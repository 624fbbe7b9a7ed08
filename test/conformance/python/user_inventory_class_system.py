class Product:
    _next_id = 1
    def __init__(self, name, price):
        self.id = Product._next_id
        Product._next_id += 1
        self.name = name
        self.price = price
    def __repr__(self):
        return f"Product(id={self.id}, name={self.name!r}, price={self.price:.2f})"
class Inventory:
    def __init__(self):
        self._stock = {}
    def add(self, product, qty=1):
        entry = self._stock.setdefault(product.id, [product, 0])
        entry[1] += qty
    def remove(self, product_id, qty=1):
        if product_id not in self._stock:
            raise KeyError(f"no product {product_id}")
        entry = self._stock[product_id]
        if entry[1] < qty:
            raise ValueError(f"only {entry[1]} left")
        entry[1] -= qty
        if entry[1] == 0:
            del self._stock[product_id]
    def value(self):
        return sum(p.price * q for p, q in self._stock.values())
    def __len__(self):
        return len(self._stock)
    def __contains__(self, name):
        return any(p.name == name for p, _ in self._stock.values())
    def __iter__(self):
        return iter(sorted(self._stock.values(), key=lambda e: e[0].name))
inv = Inventory()
apple = Product("apple", 0.5)
pear = Product("pear", 0.75)
inv.add(apple, 10)
inv.add(pear, 4)
inv.add(apple, 2)
inv.remove(pear.id, 4)
errors = []
for pid, q in ((99, 1), (apple.id, 100)):
    try:
        inv.remove(pid, q)
    except (KeyError, ValueError) as e:
        errors.append(repr(e))
val = inv.value()
n = len(inv)
has = ("apple" in inv, "pear" in inv)
listing = [(p.name, q) for p, q in inv]
r = repr(apple)
