# hash(obj) is what __hash__ returned when it fits in 64 bits (reduced like hash(int) only beyond), so an
# object hashing as a str it equals is found by that str in a dict or set.
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
