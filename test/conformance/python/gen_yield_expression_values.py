def echo():
    received = []
    while len(received) < 3:
        x = yield len(received)
        received.append(x)
    return received


e = echo()
outputs = [next(e)]
try:
    outputs.append(e.send("a"))
    outputs.append(e.send("b"))
    e.send("c")
except StopIteration as stop:
    final = stop.value
