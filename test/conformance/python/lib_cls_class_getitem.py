class Box:
    def __class_getitem__(cls, item):
        return f"Box[{item.__name__ if isinstance(item, type) else item}]"
a = Box[int]
b = Box["x"]
c = list[int]
r = repr(c)
r2 = repr(dict[str, list[int]])
o = c.__origin__ is list
args = c.__args__ == (int,)
try:
    int[3]
except TypeError as e:
    m = str(e)
