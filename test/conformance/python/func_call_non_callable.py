x = 5
y = x()
