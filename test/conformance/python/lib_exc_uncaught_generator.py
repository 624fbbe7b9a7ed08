def numbers():
    yield 1
    yield 2
    raise ValueError("generator failed")
total = 0
for n in numbers():
    total += n
