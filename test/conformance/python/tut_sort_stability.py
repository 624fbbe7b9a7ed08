people = [("bob", 25), ("alice", 30), ("carol", 25), ("dave", 30), ("eve", 22)]
by_age = sorted(people, key=lambda p: p[1])
by_age_rev = sorted(people, key=lambda p: p[1], reverse=True)
two = sorted(sorted(people, key=lambda p: p[0]), key=lambda p: p[1])
words = "The quick brown fox Jumps over the lazy dog".split()
w1 = sorted(words)
w2 = sorted(words, key=str.lower)
w3 = sorted(words, key=len, reverse=True)
w4 = sorted(words, key=lambda w: (len(w), w))
nums = [3, -1, 2.5, -7, 0, True]
n1 = sorted(nums), sorted(nums, key=abs), max(nums, key=abs), min(nums, key=lambda x: -x)
m = max([], default="empty"), min([5], default=0), max(3, 7, 1), min("b", "a", key=ord), max([(1, "b"), (1, "a")])
lst = [5, 2, 8]; lst.sort(key=lambda x: -x)
t = sorted({"b": 1, "a": 2}), sorted({"b": 1, "a": 2}.items(), key=lambda kv: kv[1]), sorted("bca", reverse=True)
import operator
o = sorted(people, key=operator.itemgetter(1, 0))
