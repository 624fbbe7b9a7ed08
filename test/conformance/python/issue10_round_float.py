r = round(2.675, 2)
s = repr(r)
