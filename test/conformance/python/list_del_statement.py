a = [-1, 1, 66.25, 333, 333, 1234.5]
del a[0]
first = a[:]
del a[2:4]
second = a[:]
del a[:]
empty = a
