class Tracked:
    def __init__(self):
        object.__setattr__(self, "changes", [])
        self.a = 1

    def __setattr__(self, name, value):
        self.changes.append(name)
        object.__setattr__(self, name, value)


t = Tracked()
t.b = 2
t.a = 3
changes = t.changes
state = (t.a, t.b)
