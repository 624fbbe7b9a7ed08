a = hash(42)
b = hash(-1)
c = hash(True)
d = hash(0.5) == hash(0.5)
