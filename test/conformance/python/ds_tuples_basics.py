t = 12345, 54321, "hello!"
first = t[0]
u = t, (1, 2, 3, 4, 5)
empty = ()
singleton = "hello",
n = (len(empty), len(singleton))
x, y, z = t
