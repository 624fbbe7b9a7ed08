n = 2 ** 200
with_commas = f"{n:,}"
digits = len(str(n))
googol = 10 ** 100
last_digits = googol % 10 ** 5
power_digits = len(str(pow(2, 1000)))
mersenne = 2 ** 61 - 1
is_odd = mersenne % 2 == 1
