import itertools

perms = ["".join(p) for p in itertools.permutations("abc", 2)]
combos = list(itertools.combinations([1, 2, 3, 4], 2))
prod = list(itertools.product("ab", repeat=2))
acc = list(itertools.accumulate([1, 2, 3, 4]))
chained = list(itertools.chain([1, 2], (3,), "ab"))
first5 = list(itertools.islice(itertools.count(10, 5), 5))
grouped = [(k, len(list(g))) for k, g in itertools.groupby("aaabccaa")]
