from dataclasses import dataclass
@dataclass
class U:
    id: int
    name: str = ""
    def __hash__(self):
        return hash(self.id)
a = [hash(U(1, "a")) == hash(1), len({U(1, "a"), U(1, "a")}), U.__hash__ is not None]
@dataclass
class N:
    a: int
b = [N.__hash__ is None, '__hash__' in N.__dict__]
try:
    hash(N(1))
except TypeError as e:
    b.append(str(e))
@dataclass(frozen=True)
class F:
    a: int
    def __hash__(self):
        return 7
c = [hash(F(1)), '__hash__' in F.__dict__]
@dataclass(frozen=True)
class F2:
    a: int
    b: list = None
c.append(hash(F2(1)) == hash((1, None)))
try:
    hash(F2(1, []))
except TypeError as e:
    c.append(str(e))
try:
    @dataclass(unsafe_hash=True)
    class X:
        a: int
        def __hash__(self): return 1
except TypeError as e:
    d = str(e)
@dataclass(eq=False)
class NE:
    a: int
e = [NE.__hash__ is object.__hash__, hash(NE(1)) != 0]
@dataclass
class OwnEq:
    a: int
    def __eq__(self, o): return True
f = [OwnEq.__hash__ is None, OwnEq(1) == OwnEq(2)]
@dataclass(frozen=True)
class FrozenOwnEq:
    a: int
    def __eq__(self, o): return True
f.append(hash(FrozenOwnEq(3)) == hash((3,)))
class Base:
    def __hash__(self): return 42
@dataclass
class Child(Base):
    a: int
g = [Child.__hash__ is None]
@dataclass(unsafe_hash=True)
class UH:
    a: int
    b: int = 0
g.append(hash(UH(1, 2)) == hash((1, 2)))
