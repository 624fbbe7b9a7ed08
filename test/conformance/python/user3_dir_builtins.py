pub = lambda x: [n for n in dir(x) if not n.startswith("_")]
a = pub([]), pub({}), pub(""), pub(set()), pub(()), pub(0), pub(1.0)
b = "__len__" in dir([]), "__add__" in dir(1), len(dir(str)) > 40
class A:
    x = 1
    def m(self): pass
c = pub(A), pub(A())
