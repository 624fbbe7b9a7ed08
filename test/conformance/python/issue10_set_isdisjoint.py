a = {1, 2, 3}
x = a.isdisjoint({4, 5})
y = a.isdisjoint([3, 9])
