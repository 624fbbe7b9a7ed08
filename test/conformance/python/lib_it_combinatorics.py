import itertools as it
a = list(it.product("ab", repeat=2))
b = list(it.product([1, 2], "xy"))
c = list(it.permutations([1, 2, 3], 2))
d = len(list(it.permutations(range(4))))
e = list(it.combinations("abcd", 2))
f = list(it.combinations_with_replacement("ab", 2))
g = [(k, list(v)) for k, v in it.groupby("aaabbcaa")]
h = [(k, [x["n"] for x in v]) for k, v in it.groupby(sorted([{"t": 1, "n": "a"}, {"t": 2, "n": "b"}, {"t": 1, "n": "c"}], key=lambda r: r["t"]), key=lambda r: r["t"])]
i = list(it.batched(range(7), 3))
j = list(it.combinations(range(3), 0))
k = list(it.permutations([]))
try:
    list(it.islice([1], -1))
except ValueError as ex:
    m = str(ex)
