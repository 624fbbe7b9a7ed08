records = [("b", 2), ("a", 2), ("c", 1), ("a", 1), ("b", 1)]
a = sorted(records, key=lambda r: r[1])
b = sorted(sorted(records, key=lambda r: r[0]), key=lambda r: r[1], reverse=True)
c = sorted(records, key=lambda r: r[1], reverse=True)
d = sorted([3, 1, 2], key=lambda x: 0)
words = "the quick brown fox jumps over the lazy dog".split()
e = sorted(words, key=len), sorted(words, key=len, reverse=True), sorted(set(words), key=lambda w: (-len(w), w))
nums = [-3, 2, -1, 0, 5]
f = sorted(nums, key=abs), sorted(nums, key=lambda v: v * v, reverse=True), max(nums, key=abs), min(nums, key=abs)
g = sorted([[1, "b"], [1, "a"], [0, "z"]]), sorted([(1, 2), (1,), ()]), sorted(["B", "a", "C"]), sorted(["B", "a", "C"], key=str.casefold)
h = sorted([True, False, 0, 1, 0.5]), sorted("Hello World"), sorted([1e-9, 0, -0.0, 0.0])
i = sorted({"b": 1, "a": 3}.items(), key=lambda kv: kv[1]), sorted(range(10), key=lambda x: x % 3)
data = [{"n": "x", "s": 3}, {"n": "y", "s": 1}, {"n": "z", "s": 3}]
j = [d["n"] for d in sorted(data, key=lambda d: -d["s"])]
