x = 5
del x
y = x + 1
