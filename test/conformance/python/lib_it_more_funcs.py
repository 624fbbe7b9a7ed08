import itertools as it
a = list(it.accumulate("abc"))
b = list(it.chain())
c = list(it.compress(range(10), it.cycle([1, 0])))
d = list(it.islice(range(10), 2, 8, 3))
e = list(it.starmap(lambda *a: sum(a), [(1, 2, 3), (4,)]))
f = list(it.zip_longest("ab", "xyz"))
g = [list(x) for x in it.tee("ab", 3)]
h = list(it.permutations("abc"))[:3]
i = len(list(it.combinations(range(10), 3)))
j = list(it.product(range(2), range(2), range(2)))[-1]
k = list(it.takewhile(str.isdigit, "12ab3"))
l = "".join(it.dropwhile(str.isspace, "   hi "))
m = list(it.filterfalse(lambda x: x % 3, range(10)))
n = list(it.pairwise("abcd"))
o = list(it.batched("abcdefg", 2))
try:
    list(it.batched("ab", 0))
except ValueError as ex:
    msg = str(ex)
p = [k for k, _ in it.groupby(sorted("mississippi"))]
