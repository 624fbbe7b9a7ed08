total = sum(x * x for x in range(10))
biggest = max((len(w), w) for w in "the quick brown fox".split())
joined = ",".join(str(i) for i in range(3))
