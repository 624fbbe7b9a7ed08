res = {}
import sys
for kind in ('zip', 'enumerate', 'list', 'tuple', 'set', 'frozenset', 'dict_keys'):
    depth = 0
    class C:
        def __init__(self, n): self.n = n
        def __iter__(self):
            global depth
            depth = self.n
            if kind == 'zip': zip(C(self.n + 1))
            elif kind == 'enumerate': enumerate(C(self.n + 1))
            elif kind == 'list': list(C(self.n + 1))
            elif kind == 'tuple': tuple(C(self.n + 1))
            elif kind == 'set': set(C(self.n + 1))
            elif kind == 'frozenset': frozenset(C(self.n + 1))
            else: dict.fromkeys(C(self.n + 1))
            return iter([])
    try:
        iter(C(0))
    except RecursionError as e:
        res[kind] = (depth, str(e))
