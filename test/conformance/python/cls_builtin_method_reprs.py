class P: pass
a = (repr(P.__init__), repr(P.__repr__), repr(P().__init__)[:40], repr(object.__eq__), repr(P.__str__), repr(int.__add__), repr(str.upper), repr(list.append), repr('a'.upper)[:40], repr(P.__hash__))
