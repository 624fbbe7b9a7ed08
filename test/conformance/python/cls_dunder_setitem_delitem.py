class Registry:
    def __init__(self):
        self.data = {}
        self.log = []

    def __setitem__(self, key, value):
        self.log.append(f"set {key}")
        self.data[key] = value

    def __getitem__(self, key):
        return self.data[key.lower()]

    def __delitem__(self, key):
        self.log.append(f"del {key}")
        del self.data[key]


r = Registry()
r["a"] = 1
r["b"] = 2
v = r["A"]
del r["a"]
log = r.log
remaining = r.data
