q, r = divmod(10.5, 3)
q2, r2 = divmod(-10.5, 3)
m = 5.5 % -2
