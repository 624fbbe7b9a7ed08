scores = {"ann": 3, "bob": 9, "cy": 5}
a = max(scores)
b = min(scores.values())
c = max(scores.items(), key=lambda kv: kv[1])
d = sorted([[3, "c"], [1, "b"], [1, "a"], [2]])
e = min([[2, 1], [2], [1, 5]])
f = max("hello")
g = dict(a=1, b=2)
