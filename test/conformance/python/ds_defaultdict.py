from collections import defaultdict

groups = defaultdict(list)
for word in ["apple", "avocado", "banana", "blueberry", "cherry"]:
    groups[word[0]].append(word)
as_dict = dict(groups)
counts = defaultdict(int)
for ch in "hello":
    counts[ch] += 1
plain = dict(counts)
touched = "z" in counts
