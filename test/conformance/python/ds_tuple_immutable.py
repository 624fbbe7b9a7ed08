t = (1, [2, 3])
t[1].append(4)
after = t
t[0] = 99
