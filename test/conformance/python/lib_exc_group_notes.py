e = ValueError("v")
e.add_note("note 1")
e.add_note("note 2")
notes = e.__notes__
try:
    e.add_note(3)
except TypeError as t:
    m = str(t)
try:
    raise ExceptionGroup("grp", [ValueError(1), TypeError(2)])
except ExceptionGroup as g:
    r = [str(g), len(g.exceptions), repr(g.exceptions[0])]
    sub = g.subgroup(lambda x: isinstance(x, ValueError))
    rs = repr(sub)
