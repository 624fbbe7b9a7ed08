class Thing:
    def __repr__(self):
        return "Thing()"

    def __str__(self):
        return "a thing"


t = Thing()
a = f"{t}"
b = f"{t!r}"
c = f"{'é'!a}"
d = str(t) + "/" + repr(t)
