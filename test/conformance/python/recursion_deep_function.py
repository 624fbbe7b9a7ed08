def count(n):
    return count(n - 1) + 1 if n else 0


add = lambda n, acc: add(n - 1, acc + n) if n else acc

a = count(990)
b = add(990, 0)
