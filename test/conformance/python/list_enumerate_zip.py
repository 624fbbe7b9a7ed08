names = ["ann", "bo", "cy"]
scores = [88, 92, 75]
indexed = list(enumerate(names, start=1))
paired = dict(zip(names, scores))
best = max(zip(scores, names))[1]
unzipped = list(zip(*[(1, "a"), (2, "b")]))
