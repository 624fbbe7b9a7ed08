t = (3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5)
c = t.count(5)
i = t.index(4)
s = sorted(t)
doubled = t * 2
sliced = t[2:5]
cmp = (1, 2, 3) < (1, 2, 4)
nested_cmp = (1, "a") < (1, "b")
