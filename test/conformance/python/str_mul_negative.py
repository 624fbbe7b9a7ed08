a = "ab" * 0
b = "ab" * -2
c = [0] * 3
d = [[]] * 2
d[0].append(1)
