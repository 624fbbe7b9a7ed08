class Positive:
    def __set_name__(self, owner, name):
        self.name = "_" + name

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.name)

    def __set__(self, obj, value):
        if value <= 0:
            raise ValueError(f"{self.name[1:]} must be positive")
        setattr(obj, self.name, value)


class Order:
    qty = Positive()

    def __init__(self, qty):
        self.qty = qty


o = Order(5)
q = o.qty
try:
    o.qty = -1
except ValueError as e:
    msg = str(e)
