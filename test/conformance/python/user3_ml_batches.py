import math, random
data = list(range(23))
def batches(xs, n):
    for i in range(0, len(xs), n):
        yield xs[i:i + n]
a = [len(b) for b in batches(data, 5)], math.ceil(len(data) / 5)
random.seed(0)
idx = list(range(10))
random.shuffle(idx)
b = idx
def chunk_evenly(xs, k):
    q, r = divmod(len(xs), k)
    out, start = [], 0
    for i in range(k):
        size = q + (1 if i < r else 0)
        out.append(xs[start:start + size])
        start += size
    return out
c = chunk_evenly(list(range(10)), 3), chunk_evenly([], 2)
rewards = [0.5, 1.0, -0.25, 0.0, 2.0]
mean = sum(rewards) / len(rewards)
var = sum((r - mean) ** 2 for r in rewards) / len(rewards)
std = math.sqrt(var)
adv = [round((r - mean) / (std + 1e-8), 6) for r in rewards]
d = mean, round(var, 10), adv
def softmax(xs):
    m = max(xs)
    ex = [math.exp(x - m) for x in xs]
    s = sum(ex)
    return [e / s for e in ex]
e = [round(p, 6) for p in softmax([1.0, 2.0, 3.0])], round(sum(softmax([0.1, 0.2])), 12)
def clip(x, lo, hi):
    return max(lo, min(hi, x))
f = [clip(x, -1, 1) for x in [-3, 0.5, 7]]
lens = [5, 3, 8, 1]
order = sorted(range(len(lens)), key=lambda i: lens[i], reverse=True)
g = order, [lens[i] for i in order]
pad = [[1, 2, 3], [4], [5, 6]]
maxlen = max(map(len, pad))
h = [row + [0] * (maxlen - len(row)) for row in pad], [[1] * len(r) + [0] * (maxlen - len(r)) for r in pad]
i = f"{0.123456:.2%}", f"step {7:>4d}/{100} loss={0.69314718:.4f}"
