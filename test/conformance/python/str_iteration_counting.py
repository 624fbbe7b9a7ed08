text = "mississippi"
counts = {}
for ch in text:
    counts[ch] = counts.get(ch, 0) + 1
ordered = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
