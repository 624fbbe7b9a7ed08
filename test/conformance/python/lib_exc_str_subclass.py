class ValidationError(ValueError):
    def __init__(self, field, problem):
        self.field = field
        self.problem = problem
        super().__init__(f"{field}: {problem}")
    def __reduce__(self):
        return (type(self), (self.field, self.problem))
e = ValidationError("age", "must be positive")
r = [str(e), repr(e), e.args, e.field, isinstance(e, ValueError)]
class WithStr(Exception):
    def __init__(self, n):
        super().__init__(n)
        self.n = n
    def __str__(self):
        return f"n={self.n}"
w = WithStr(3)
r2 = [str(w), repr(w), w.args]
class KE(KeyError):
    pass
r3 = [str(KE("k")), repr(KE("k")), str(KeyError("a b"))]
class NoArgs(Exception):
    def __init__(self):
        pass
na = NoArgs()
r4 = [str(na), repr(na), na.args]
class Kw(Exception):
    def __init__(self, *, code):
        super().__init__(code)
        self.code = code
k = Kw(code=5)
r5 = [str(k), k.args, k.code]
