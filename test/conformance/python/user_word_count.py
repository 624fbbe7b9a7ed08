text = """It was the best of times, it was the worst of times,
it was the age of wisdom, it was the age of foolishness"""
counts = {}
for word in text.lower().replace(",", "").split():
    counts[word] = counts.get(word, 0) + 1
top = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:4]
unique = len(counts)
longest = max(counts, key=len)
lines = text.splitlines()
nlines = len(lines)
caps = [w.capitalize() for w in text.split()[:5]]
initials = "".join(w[0] for w in text.split()[:6]).upper()
vowels = sum(1 for ch in text if ch in "aeiou")
