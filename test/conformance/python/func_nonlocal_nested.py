def outer():
    values = []
    n = 0

    def step():
        nonlocal n
        n += 10
        values.append(n)

    step()
    step()
    return n, values


result = outer()
