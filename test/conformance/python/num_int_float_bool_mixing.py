a = True + True
b = True * 3.5
c = 1 + 2.0
d = 10 / 2
e = 3 == 3.0
f = True == 1
g = hash(1) == hash(1.0) == hash(True)
h = {1: "int", 1.0: "float", True: "bool"}
