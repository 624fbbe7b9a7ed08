# A with statement's target can be any assignment target, not only a name (Lezer's grammar reads a name only).
class Box:
    pass


class Ctx:
    def __init__(self, value):
        self.value = value

    def __enter__(self):
        return self.value

    def __exit__(self, *exc):
        return False


box = Box()
with Ctx(1) as box.attr:
    attr_inside = box.attr
slots = [0, 0]
with Ctx(2) as slots[1]:
    pass
with Ctx((3, 4)) as (first, second):
    pair = first + second
with Ctx([5, 6]) as [x, y], Ctx(7) as box.other:
    listed = (x, y, box.other)
d = {}
with Ctx("v") as d["k"]:
    pass
result = (attr_inside, slots, pair, listed, d)
