def countdown(n):
    if n:
        yield from countdown(n - 1)
    yield n


def nested(n):
    for x in nested(n - 1) if n else ():
        yield x + 1
    yield 0


a = list(countdown(990))[-3:]
b = max(nested(300))
