text = """The quick brown fox jumps over the lazy dog.
The dog barks; the fox runs! Does the fox care? No."""
import string
words = [w.strip(string.punctuation).lower() for w in text.split()]
counts = {}
for w in words:
    counts[w] = counts.get(w, 0) + 1
top = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:5]
from collections import Counter
c = Counter(words)
mc = c.most_common(3)
letters = Counter(ch for ch in text.lower() if ch.isalpha())
lm = letters.most_common(2)
lines = text.splitlines()
widths = [len(l) for l in lines]
table = "\n".join(f"{w:<8}{n:>3}" for w, n in top)
