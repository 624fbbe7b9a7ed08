grid = [[0] * 3 for _ in range(3)]
grid[1][2] = 5
for i in range(4):
    grid[i][0] = i
