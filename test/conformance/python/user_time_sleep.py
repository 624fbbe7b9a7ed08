import time
start = time.perf_counter()
for step in range(3):
    time.sleep(0.01)
elapsed = time.perf_counter() - start
ok = elapsed >= 0
kinds = [type(time.time()).__name__, type(time.time_ns()).__name__, type(time.monotonic()).__name__]
try:
    time.sleep(-1)
except ValueError as e:
    err = str(e)
del start, elapsed
