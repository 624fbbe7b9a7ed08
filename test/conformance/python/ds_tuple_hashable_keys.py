grid = {}
for r in range(2):
    for c in range(3):
        grid[(r, c)] = r * 10 + c
corner = grid[1, 2]
keys = list(grid)[:3]
try:
    bad = {[1, 2]: "x"}
except TypeError as e:
    msg = str(e)
