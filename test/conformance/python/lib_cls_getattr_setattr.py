class Rec:
    def __init__(self):
        object.__setattr__(self, "_data", {})
        self.log = []
    def __getattr__(self, name):
        if name.startswith("_"):
            raise AttributeError(name)
        return self._data.get(name, f"<{name}>")
    def __setattr__(self, name, value):
        if name != "log":
            self.log.append(name)
        self._data[name] = value if name != "log" else None
        if name == "log":
            object.__setattr__(self, name, value)
    def __delattr__(self, name):
        del self._data[name]
r = Rec()
r.a = 1
r.b = 2
a = r.a
z = r.zzz
del r.a
a2 = r.a
log = r.log
h = hasattr(r, "_hidden")
g = getattr(r, "q", "dflt")
