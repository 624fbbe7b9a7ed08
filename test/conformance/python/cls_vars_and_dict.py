class P:
    def __init__(self):
        self.a = 1
        self.b = [2]


p = P()
d = vars(p)
d["c"] = 3
c = p.c
keys = list(p.__dict__)
