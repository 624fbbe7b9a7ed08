x = None
a = x is None
b = x == None
c = [] is not None
d = 0 == False
e = "" == False
f = None is None
