words = ["cat", "window", "defenestrate"]
lengths = []
for w in words:
    lengths.append((w, len(w)))
