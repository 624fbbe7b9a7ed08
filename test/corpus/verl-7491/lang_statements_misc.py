x = 3
if x > 2: y = "big"
else: y = "small"
for i in range(2): x += i
while x < 10: x *= 2
a = b = [1, 2]
a += [3]
same = a is b
d = {"k": {"n": 1}}
d["k"]["n"] += 5
obj = AgentLoopMetrics()
obj.tool_calls += 1.5
text = ("multi"
        "line") + \
    " joined"
squares = {n: n * n for n in range(6) if n % 2}
evens = {n for n in range(6) if not n % 2}
pairs = sorted({"b": 2, "a": 3, "c": 1}.items(), key=lambda kv: kv[1])
flags = [any(v > 2 for v in (1, 3)), all([]), isinstance(1.0, (int, float))]


def kw(a, *rest, sep="-", **extra):
    return sep.join(str(v) for v in (a,) + rest) + str(sorted(extra))


joined = kw(1, *[2, 3], sep="+", z=1)
grade = "A" if x > 15 else "B" if x > 8 else "C"
assert grade in (
    "A", "B", "C"
), "unexpected grade"
names = [n for n, _ in zip("xyz", range(2))]
for idx, name in enumerate(names):
    if idx == 1:
        continue
    last = name
else:
    finished = True
del d["k"]
total = 0
for row in [[1, 2], [3]]:
    for v in row:
        total += v


def closure_maker(base):
    return [lambda n, b=base: n + b for _ in range(2)]


made = [f(10) for f in closure_maker(5)]
nested = [[r * c for c in range(3)] for r in range(2)]
mx = max(pairs, key=lambda kv: kv[1])
try:
    int("nope")
except (TypeError, ValueError) as err:
    problem = str(err)
else:
    problem = None
finally:
    cleaned = True
