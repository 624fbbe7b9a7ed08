from itertools import zip_longest

pairs = list(zip_longest("ab", [1, 2, 3], fillvalue="-"))
short = list(zip("abc", [1]))
