class Box:
    def __init__(self, items):
        self.items = items

    def __len__(self):
        return len(self.items)


class Flag:
    def __init__(self, on):
        self.on = on

    def __bool__(self):
        return self.on


truth = [bool(Box([])), bool(Box([1])), bool(Flag(False)), bool(Flag(True)), bool(object())]
picked = "yes" if Box([0]) else "no"
