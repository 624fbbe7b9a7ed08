from collections import Counter

c = Counter("abracadabra")
top = c.most_common(2)
a_count = c["a"]
missing = c["z"]
words = Counter("the cat the hat the".split())
total = sum(words.values())
both = Counter(a=3, b=1) + Counter(a=1, c=2)
merged = sorted(both.items())
