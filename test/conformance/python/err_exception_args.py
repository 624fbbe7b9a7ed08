try:
    raise Exception("spam", "eggs")
except Exception as inst:
    kind = type(inst).__name__
    args = inst.args
    text = str(inst)
    x, y = inst.args
r = repr(Exception("a"))
r2 = repr(ValueError())
r3 = str(KeyError("k"))
