words = ["listen", "silent", "enlist", "google", "gooegl", "cat", "act", "tac", "dog"]
groups = {}
for w in words:
    key = "".join(sorted(w))
    groups.setdefault(key, []).append(w)
result = sorted((sorted(g) for g in groups.values()), key=lambda g: (-len(g), g))
