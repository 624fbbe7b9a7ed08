lines = ["INFO start", "ERROR disk full", "INFO ok", "ERROR net down", "WARN slow"]
def grep(pattern, lines):
    for line in lines:
        if pattern in line:
            yield line
def fields(lines):
    for line in lines:
        level, _, msg = line.partition(" ")
        yield level, msg
errors = list(fields(grep("ERROR", lines)))
def take(n, it):
    it = iter(it)
    out = []
    for _ in range(n):
        try:
            out.append(next(it))
        except StopIteration:
            break
    return out
def naturals():
    n = 1
    while True:
        yield n
        n += 1
evens = take(5, (n for n in naturals() if n % 2 == 0))
def batched(it, size):
    batch = []
    for x in it:
        batch.append(x)
        if len(batch) == size:
            yield batch
            batch = []
    if batch:
        yield batch
batches = list(batched(range(7), 3))
gen = (x * x for x in range(4))
first = next(gen)
rest = list(gen)
empty_again = list(gen)
def running_avg():
    total = 0
    n = 0
    avg = None
    while True:
        x = yield avg
        total += x
        n += 1
        avg = total / n
ra = running_avg()
next(ra)
avgs = [ra.send(v) for v in (10, 20, 60)]
def gen_with_return():
    yield 1
    return "done"
def delegator():
    result = yield from gen_with_return()
    yield result
dl = list(delegator())
