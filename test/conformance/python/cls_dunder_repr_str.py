class Vector:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __repr__(self):
        return f"Vector({self.x!r}, {self.y!r})"

    def __str__(self):
        return f"<{self.x}, {self.y}>"


v = Vector(1, 2.5)
r = repr(v)
s = str(v)
in_list = repr([v, v])
fmt = f"{v} and {v!r}"
