class D(dict):
    def get(self, key, default=None):
        r = dict.get(self, key, default)
        return r


def f(x):
    match x:
        case {"a": 1, "b": b}:
            return b
        case {"c": c}:
            return c
    return None


res = [f(D(a=1, b=2)), f(D(c=3)), f(D(z=1)), f({"a": 1, "b": 5})]
