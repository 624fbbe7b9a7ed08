# hash(obj) is what __hash__ returned when it fits in 64 bits (reduced like hash(int) only beyond), so an object
# hashing as a str, float or int it equals finds that key in a dict or set, and is found by it.
class K:
    def __hash__(self):
        return hash('k')
    def __eq__(self, o):
        return o == 'k' or isinstance(o, K)
k = K()
d = {k: 1}
same = hash(k) == hash('k')
found = (d.get('k'), 'k' in d, 'k' in {k})
class Big:
    def __hash__(self):
        return 2 ** 64 + 5
class Neg:
    def __hash__(self):
        return -1
class Edge:
    def __hash__(self):
        return 2 ** 63 - 1
hashes = (hash(Big()), hash(Neg()), hash(Edge()), hash(True), -(2 ** 63) == hash(type('M', (), {'__hash__': lambda self: -(2 ** 63)})()))
# The other way round: the str, float or int key is in the table, the object hashing as it is looked up.
reverse = ({'k': 2}.get(K()), K() in {'k'}, K() in {'k': 0}, K() in {'k', 'z'})
class F:
    def __hash__(self):
        return hash(1.5)
    def __eq__(self, o):
        return o == 1.5
class I:
    def __hash__(self):
        return 7
    def __eq__(self, o):
        return o == 7
numbers = ({1.5: 4}.get(F()), {7: 6}.get(I()), {F(): 3}.get(1.5), {I(): 5}.get(7))
merged = {'k': 'old'}
merged[K()] = 'new'
kept = (list(merged.items())[0][0], merged['k'], len(merged))
