class Rectangle:
    count = 0
    def __init__(self, w, h):
        self._w = w
        self._h = h
        Rectangle.count += 1
    @property
    def area(self):
        return self._w * self._h
    @property
    def width(self):
        return self._w
    @width.setter
    def width(self, v):
        if v <= 0:
            raise ValueError("width must be positive")
        self._w = v
    @width.deleter
    def width(self):
        del self._w
    def __repr__(self):
        return f"Rectangle({self._w}, {self._h})"
    def __eq__(self, other):
        if not isinstance(other, Rectangle):
            return NotImplemented
        return self.area == other.area
    def __lt__(self, other):
        return self.area < other.area
class Square(Rectangle):
    def __init__(self, s):
        super().__init__(s, s)
    def __repr__(self):
        return f"Square({self._w})"
r = Rectangle(2, 3)
s = Square(3)
areas = (r.area, s.area)
r.width = 5
a2 = r.area
try:
    r.width = -1
except ValueError as e:
    err = str(e)
del r.width
has_w = hasattr(r, "_w")
shapes = sorted([Square(2), Rectangle(1, 1), Rectangle(3, 3)])
rs = repr(shapes)
eq = Rectangle(2, 2) == Square(2)
eq2 = Rectangle(1, 1) == 1
cnt = Rectangle.count
try:
    r.area = 5
except AttributeError as e:
    err2 = str(e)
prop_doc = type(Rectangle.area).__name__
mx = max(shapes)
