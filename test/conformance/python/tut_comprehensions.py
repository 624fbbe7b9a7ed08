squares = [x**2 for x in range(10)]
combos = [(x, y) for x in [1, 2, 3] for y in [3, 1, 4] if x != y]
vec = [-4, -2, 0, 2, 4]
v1 = [x * 2 for x in vec], [x for x in vec if x >= 0], [abs(x) for x in vec]
fresh = [w.strip() for w in ["  banana", "  loganberry ", "passion fruit  "]]
pi = [str(round(3.14159265, i)) for i in range(1, 6)]
matrix = [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]
tr = [[row[i] for row in matrix] for i in range(4)]
dc = {x: x**2 for x in (2, 4, 6)}
sc = {x for x in "abracadabra" if x not in "abc"}
scs = sorted(sc)
gen = sum(x * x for x in range(10))
cond = ["even" if x % 2 == 0 else "odd" for x in range(4)]
nested_if = [x for x in range(30) if x % 2 if x % 3]
walrus = [y for x in range(6) if (y := x * 3) > 6]
last_y = y if "y" in dir() else None
x = "outer"
leak = [x for x in range(3)]
still = x
