class Oops(Exception):
    pass


e = Oops("bad", 3)
s = str(e)
r = repr(e)
e0 = Oops()
s0 = str(e0)
r0 = repr(e0)
one = repr(Oops("x"))
