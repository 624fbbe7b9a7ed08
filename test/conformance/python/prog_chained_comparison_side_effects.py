calls = []


def val(x):
    calls.append(x)
    return x


r = val(1) < val(2) < val(0) < val(3)
