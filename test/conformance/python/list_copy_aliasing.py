a = [1, [2, 3]]
b = a
c = a[:]
d = list(a)
a.append(4)
a[1].append(5)
