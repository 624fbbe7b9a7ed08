class Widget:
    count = 0

    def __init__(self):
        Widget.count += 1
        self.id = Widget.count

    @classmethod
    def made(cls):
        return cls.count


ws = [Widget() for _ in range(3)]
ids = [w.id for w in ws]
made = Widget.made()
