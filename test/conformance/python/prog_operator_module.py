from operator import itemgetter, attrgetter, add, mul

rows = [("b", 2), ("a", 3), ("c", 1)]
by_second = sorted(rows, key=itemgetter(1))
by_first = sorted(rows, key=itemgetter(0))
total = add(2, 3) * mul(4, 5)
