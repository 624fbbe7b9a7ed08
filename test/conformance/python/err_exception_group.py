try:
    raise ExceptionGroup("several", [ValueError(1), TypeError(2)])
except ExceptionGroup as eg:
    a = [str(eg), len(eg.exceptions), repr(eg.exceptions[0]), repr(eg), eg.message, eg.args[0], type(eg.args[1]).__name__, isinstance(eg, Exception)]
nested = ExceptionGroup("outer", [ValueError("v1"), ExceptionGroup("inner", [TypeError("t"), ValueError("v2")]), KeyError("k")])
nested.add_note("a note")
sub = nested.subgroup(ValueError)
match, rest = nested.split((TypeError, KeyError))
b = [repr(sub), repr(match), repr(rest), sub.__notes__, nested.subgroup(lambda e: isinstance(e, OSError)), nested.subgroup(ExceptionGroup) is nested, repr(nested.split(lambda e: True)), str(ExceptionGroup("one", [ValueError()]))]
g = BaseExceptionGroup("b", [ValueError(1)])
c = [type(g).__name__, type(BaseExceptionGroup("b", [KeyboardInterrupt()])).__name__, [k.__name__ for k in ExceptionGroup.__mro__]]
for args in [("m", []), (1, [ValueError()]), ("m", ValueError()), ("m", [1])]:
    try:
        ExceptionGroup(*args)
    except (TypeError, ValueError) as e:
        c.append(type(e).__name__ + ": " + str(e))
try:
    ExceptionGroup("m", [KeyboardInterrupt()])
except TypeError as e:
    c.append(str(e))
class MyEG(ExceptionGroup):
    def derive(self, excs):
        return MyEG(self.message + "!", excs)
m2 = MyEG("mine", [ValueError(1), TypeError(2)])
c.append(repr(m2.subgroup(ValueError)))
try:
    nested.subgroup(3)
except TypeError as e:
    c.append(str(e))
try:
    try:
        raise ExceptionGroup("g", [ValueError("x")])
    except ValueError:
        c.append("not caught here")
except ExceptionGroup as e:
    c.append("caught group " + str(e))
