class DefaultDict(dict):
    def __missing__(self, key):
        self[key] = []
        return self[key]


d = DefaultDict()
d["a"].append(1)
d["b"]
plain = dict(d)
n = len(d)
