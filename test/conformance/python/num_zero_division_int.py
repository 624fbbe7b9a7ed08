x = 10
y = 0
z = x / y
