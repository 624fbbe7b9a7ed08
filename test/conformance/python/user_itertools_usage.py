from itertools import groupby, chain, product, permutations, combinations, accumulate, islice, count, cycle, zip_longest
data = sorted(["apple", "avocado", "banana", "blueberry", "cherry"], key=lambda w: w[0])
groups = {k: list(g) for k, g in groupby(data, key=lambda w: w[0])}
ch = list(chain([1, 2], [3]))
chf = list(chain.from_iterable([[1], [2, 3]]))
pr = list(product("ab", repeat=2))
pm = list(permutations([1, 2, 3], 2))
cb = list(combinations("abcd", 2))
acc = list(accumulate([1, 2, 3, 4]))
accm = list(accumulate([3, 1, 4, 1, 5], max))
first5 = list(islice(count(10, 5), 5))
cyc = list(islice(cycle("xy"), 5))
zl = list(zip_longest([1, 2, 3], "ab", fillvalue="-"))
runs = [(k, len(list(g))) for k, g in groupby("aaabbcaa")]
