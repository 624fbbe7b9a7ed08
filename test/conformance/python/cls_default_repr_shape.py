class Plain:
    pass


r = repr(Plain())
starts = r.startswith("<") and "Plain object at 0x" in r
ends = r.endswith(">")
del r
s = str(Plain)
t = repr(int)
