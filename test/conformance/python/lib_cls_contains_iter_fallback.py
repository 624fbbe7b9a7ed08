class It:
    def __init__(self, items):
        self.items = items
    def __iter__(self):
        return iter(self.items)
a = [2 in It([1, 2]), 5 in It([1, 2]), 5 not in It([])]
class GI:
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError
        return i * 10
b = [10 in GI(), 15 in GI(), list(GI())]
class NoContain:
    pass
try:
    1 in NoContain()
except TypeError as e:
    m = str(e)
class C:
    def __contains__(self, x):
        return x == "magic"
c = ["magic" in C(), "other" in C(), "magic" not in C()]
class Weird:
    def __contains__(self, x):
        return [1]
w = 1 in Weird()
