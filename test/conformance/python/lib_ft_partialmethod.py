from functools import partialmethod, partial
class Cell:
    def __init__(self):
        self._alive = False
    def set_state(self, state, *, note=""):
        self._alive = state
        return (state, note)
    set_alive = partialmethod(set_state, True)
    set_dead = partialmethod(set_state, False, note="rip")
    @classmethod
    def make(cls, a, b):
        return (cls.__name__, a, b)
    make_one = partialmethod(make, 1)
c = Cell()
a = [c.set_alive(), c._alive, c.set_dead(), c._alive, c.set_dead(note="x"), Cell.make_one(2), c.make_one(3), type(c.set_alive).__name__, repr(c.set_alive.args), Cell.set_alive(c), type(Cell.__dict__["set_alive"]).__name__, Cell.__dict__["set_alive"].args, Cell.__dict__["set_dead"].keywords]
pm2 = partialmethod(Cell.__dict__["set_alive"], note="n")
a.append((pm2.args, pm2.keywords, pm2.func is Cell.set_state))
try:
    partialmethod(3)
except TypeError as e:
    a.append(str(e))
class Sub(Cell):
    def set_state(self, state, *, note=""):
        return "sub"
a.append(Sub().set_alive())
