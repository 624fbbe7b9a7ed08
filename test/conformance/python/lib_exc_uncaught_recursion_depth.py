def countdown(n):
    if n == 0:
        raise RuntimeError("liftoff")
    return countdown(n - 1)
countdown(3)
