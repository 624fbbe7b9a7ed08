text = "the cat and the hat and the bat"
counts = {}
for word in text.split():
    counts[word] = counts.get(word, 0) + 1
by_count = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
groups = {}
for word in text.split():
    groups.setdefault(len(word), []).append(word)
