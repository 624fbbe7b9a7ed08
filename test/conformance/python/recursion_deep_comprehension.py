def listed(n):
    return [listed(n - 1) for _ in (1,)][0] + 1 if n else 0


def summed(n):
    return sum(summed(n - 1) for _ in (1,)) + 1 if n else 0


def keyed(n):
    return {k: keyed(n - 1) for k in (n,)}[n] + 1 if n else 0


a = listed(480)
b = summed(320)
c = keyed(480)
