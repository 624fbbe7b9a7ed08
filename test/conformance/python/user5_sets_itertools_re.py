# Set iteration order for ints and floats, Counter, itertools, re, math, functools, dict views.
import itertools, collections, re, math, operator, functools
a = list({3, 1, 2, 100, 33, -1, 64, 8})
b = list({10, 2} | {5, 1})
s = set(range(20, 0, -3))
s.discard(8)
c = list(s)
d = list(frozenset([7, 3, 1024, 5]))
e = [x for x in {0.5, 1, 2.5, -3}]
f = list({(1, 2), (0, 1)}) if False else None
g = collections.Counter('abracadabra').most_common(3)
h = [(k, list(v)) for k, v in itertools.groupby(sorted('aabbbc'))]
i = list(itertools.accumulate([1, 2, 3], operator.mul)), list(itertools.islice(itertools.count(5, 2), 3)), list(itertools.product('ab', repeat=2))[:3], list(itertools.combinations(range(4), 2))[:4], list(itertools.chain.from_iterable([[1], [2, 3]])), list(itertools.zip_longest('ab', 'c', fillvalue='-')), list(itertools.pairwise([1, 2, 3]))
j = re.findall(r'(\w+)=(\d+)', 'a=1, bb=22'), re.sub(r'\s+', ' ', ' a  b '), re.split(r'[,;]', 'a,b;c'), re.match(r'(?P<n>\d+)', '42x').group('n'), bool(re.fullmatch(r'\d+', '12a')), re.search(r'o', 'foo').span()
k = math.isclose(0.1 + 0.2, 0.3), math.floor(-2.5), math.ceil(2.1), math.log(8, 2), math.sqrt(2), math.inf > 1e308, math.prod([2, 3]), math.comb(5, 2), math.gcd(12, 18), round(math.pi, 4), math.fsum([0.1] * 10), sum([0.1] * 10)
l = functools.reduce(lambda x, y: x * 10 + y, [1, 2, 3])
m = sorted([('b', 2), ('a', 2), ('c', 1)], key=operator.itemgetter(1))
n = {1: 'a', 2: 'b'}.keys() & {2, 3}
o = list({'b': 1, 'a': 2}.keys() | {'c'}) if False else sorted({'b': 1, 'a': 2}.keys() | {'c'})
p = list(set([5, 5, 4]) - {4}) + list({9, 8} ^ {8, 7})
q = repr({1, 2, 3}), str({-5, 5}), repr(frozenset({2, 1}))
r = {2: None, 1: None}.fromkeys({4, 2, 3})
