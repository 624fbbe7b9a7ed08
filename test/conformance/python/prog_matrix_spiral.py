def spiral(m):
    out = []
    while m:
        out.extend(m.pop(0))
        m = [list(row) for row in zip(*m)][::-1]
    return out


result = spiral([[1, 2, 3], [4, 5, 6], [7, 8, 9]])
