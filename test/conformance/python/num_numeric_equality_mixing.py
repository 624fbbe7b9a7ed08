a = 1 == 1.0 == True
b = 0.1 + 0.2 == 0.3
c = round(0.1 + 0.2, 10) == round(0.3, 10)
d = str(3.0)
e = 7 / 7
f = abs(-0.0)
g = divmod(-7, 2)
h = int(-0.5)
i = -7 // 2 == int(-7 / 2)
j = 3 * 1.1 == 3.3
k = float("1e500")
