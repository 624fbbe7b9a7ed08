from typing import Protocol, runtime_checkable
@runtime_checkable
class Closer(Protocol):
    def close(self): ...
class F:
    def close(self): return 1
def kind(x):
    match x:
        case Closer():
            return "closer"
        case int():
            return "int"
        case _:
            return "other"
r = [kind(F()), kind(3), kind("s")]
