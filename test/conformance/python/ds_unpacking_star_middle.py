first, *middle, last = range(6)
a, (b, *c), d = 1, (2, 3, 4), 5
*init, = [1, 2]
head, *tail = "x"
for i, (x, y) in enumerate([(1, 2), (3, 4)]):
    pass
merged = [*range(2), *"ab", *{"k": 1}]
point = {**{"x": 1}, "y": 2}
