a = {x for x in "abracadabra" if x not in "abc"}
letters = sorted(a)
squares_mod = sorted({x * x % 7 for x in range(20)})
