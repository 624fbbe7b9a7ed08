log = []


def worker():
    try:
        while True:
            item = yield
            log.append(f"got {item}")
    finally:
        log.append("cleanup")


w = worker()
next(w)
w.send("a")
w.send("b")
w.close()
closed_again = w.close()
