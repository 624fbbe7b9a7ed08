def counter():
    counter.calls += 1
    return counter.calls


counter.calls = 0
counter()
counter()
n = counter.calls
