attempts = []


def flaky(n):
    if n < 3:
        raise ConnectionError(f"attempt {n} failed")
    return "ok"


for n in range(5):
    try:
        result = flaky(n)
        break
    except ConnectionError as e:
        attempts.append(str(e))
