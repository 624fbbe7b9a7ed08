a = {}
b = set()
kinds = [type(a).__name__, type(b).__name__]
fs = frozenset([1, 2, 2])
n = len(fs)
h = hash(frozenset([1])) == hash(frozenset([1]))
