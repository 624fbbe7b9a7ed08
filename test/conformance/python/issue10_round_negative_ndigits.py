r = round(1234, -2)
r2 = round(1250, -2)
r3 = round(1350, -2)
f = round(1234.5, -1)
