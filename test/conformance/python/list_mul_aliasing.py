grid = [[0] * 3] * 2
grid[0][0] = 1
good = [[0] * 3 for _ in range(2)]
good[0][0] = 1
