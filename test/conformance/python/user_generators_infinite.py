from itertools import islice, count, takewhile, cycle
def primes():
    found = []
    for n in count(2):
        if all(n % p for p in found):
            found.append(n)
            yield n
first_primes = list(islice(primes(), 10))
small = list(takewhile(lambda p: p < 20, primes()))
def collatz(n):
    while n != 1:
        yield n
        n = n // 2 if n % 2 == 0 else 3 * n + 1
    yield 1
lengths = {n: sum(1 for _ in collatz(n)) for n in range(1, 10)}
longest = max(lengths, key=lengths.get)
colors = list(islice(cycle(["red", "green"]), 5))
def windows(seq, n):
    it = iter(seq)
    win = list(islice(it, n))
    if len(win) == n:
        yield tuple(win)
    for x in it:
        win = win[1:] + [x]
        yield tuple(win)
w = list(windows(range(6), 3))
gen = (i * i for i in count())
sq = [next(gen) for _ in range(5)]
def averager():
    total = n = 0
    avg = None
    while True:
        value = yield avg
        if value is None:
            return avg
        total += value
        n += 1
        avg = total / n
a = averager()
next(a)
vals = [a.send(x) for x in (4, 8, 6)]
try:
    a.send(None)
except StopIteration as s:
    final = s.value
