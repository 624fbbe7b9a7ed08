created = []


class Widget:
    def __init__(self, size):
        if size < 0:
            raise ValueError(f"bad size {size}")
        self.size = size
        created.append(size)


ok = Widget(3).size
try:
    Widget(-1)
except ValueError as e:
    msg = str(e)
