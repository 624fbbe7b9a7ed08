inf = float("inf")
ninf = float("-inf")
nan = float("nan")
cmp = [inf > 1e308, ninf < -1e308, nan == nan, nan != nan]
s = [str(inf), repr(ninf), str(nan)]
arith = inf - inf
