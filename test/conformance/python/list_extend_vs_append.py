a = [1, 2]
a.append([3, 4])
b = [1, 2]
b.extend([3, 4])
c = [1, 2]
c += (5, 6)
d = [1]
d.extend("ab")
