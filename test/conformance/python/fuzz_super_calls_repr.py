log = []


class Base:
    def __init__(self, v):
        log.append("init")
        self.v = v

    def __repr__(self):
        log.append("repr")
        return f"Base({self.v!r})"


class Child(Base):
    def __init__(self, v, w=1):
        super().__init__(v)
        self.w = w


c = Child(3)
state = (c.v, c.w)
r = repr(c)
