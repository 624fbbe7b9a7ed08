class Emp:
    def __init__(self, name, age):
        self.name, self.age = name, age
    def __repr__(self):
        return f"{self.name}:{self.age}"
es = [Emp("b", 30), Emp("a", 30), Emp("c", 25)]
s1 = repr(sorted(es, key=lambda e: (e.age, e.name)))
s2 = repr(sorted(es, key=lambda e: e.age, reverse=True))
try:
    sorted(es)
except TypeError as e:
    m = str(e)
try:
    max(es)
except TypeError as e:
    m2 = str(e)
mn = repr(min(es, key=lambda e: e.age))
es.sort(key=lambda e: e.name)
s3 = repr(es)
