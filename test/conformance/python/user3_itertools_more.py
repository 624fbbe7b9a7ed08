import itertools as it
a = list(it.chain.from_iterable([[1], [2, 3]])), list(it.accumulate([1, 2, 3, 4])), list(it.accumulate([1, 2, 3], lambda x, y: x * y))
b = list(it.combinations("abc", 2)), list(it.permutations([1, 2, 3], 2)), list(it.product("ab", repeat=2))
c = list(it.combinations_with_replacement([1, 2], 2)), list(it.compress("abcd", [1, 0, 1, 0]))
d = [(k, list(g)) for k, g in it.groupby("aaabbc")], [(k, len(list(g))) for k, g in it.groupby(sorted([3, 1, 3, 2, 1]))]
e = list(it.takewhile(lambda x: x < 3, [1, 2, 3, 1])), list(it.dropwhile(lambda x: x < 3, [1, 2, 3, 1])), list(it.filterfalse(None, [0, 1, 2]))
f = list(it.islice(it.count(10, 5), 3)), list(it.islice(it.cycle("ab"), 5)), list(it.repeat("x", 3))
g = list(it.zip_longest([1, 2, 3], "ab", fillvalue="-")), list(it.starmap(pow, [(2, 3), (3, 2)]))
h = [list(x) for x in it.tee([1, 2], 2)], list(it.pairwise([1, 2, 3, 4]))
i = list(it.islice(range(10), 2, 8, 3)), list(it.accumulate([3, 1, 4], max)), list(it.accumulate([1, 2], initial=100))
j = list(it.groupby([1, 1, 2], key=lambda x: x % 2 == 0))[0][0]
k = len(list(it.product(range(3), range(3), range(2)))), list(it.permutations("ab"))
