from dataclasses import dataclass, field
@dataclass
class Base:
    id: int
    tags: list = field(default_factory=list)
@dataclass
class Child(Base):
    name: str = "child"
    def __post_init__(self):
        self.tags.append(self.name)
c = Child(1)
r = repr(c)
c2 = Child(2, name="x")
r2 = repr(c2)
shared = c.tags is c2.tags
@dataclass
class Over(Base):
    id: int = 99
o = repr(Over())
@dataclass(order=True)
class Task:
    priority: int
    name: str = field(compare=False)
ts = [t.name for t in sorted([Task(3, "c"), Task(1, "a"), Task(2, "b")])]
eqt = Task(1, "x") == Task(1, "y")
@dataclass
class Cls:
    count: int = 0
    def inc(self):
        self.count += 1
        return self
ch = Cls().inc().inc().count
