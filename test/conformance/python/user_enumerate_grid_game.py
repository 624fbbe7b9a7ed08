grid = [
    "#####",
    "#..E#",
    "#.#.#",
    "#S..#",
    "#####",
]
start = end = None
for r, row in enumerate(grid):
    for c, ch in enumerate(row):
        if ch == "S":
            start = (r, c)
        elif ch == "E":
            end = (r, c)
from collections import deque
def bfs(start, end):
    q = deque([(start, 0)])
    seen = {start}
    while q:
        (r, c), d = q.popleft()
        if (r, c) == end:
            return d
        for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            nr, nc = r + dr, c + dc
            if grid[nr][nc] != "#" and (nr, nc) not in seen:
                seen.add((nr, nc))
                q.append(((nr, nc), d + 1))
    return -1
dist = bfs(start, end)
board = [[" "] * 3 for _ in range(3)]
moves = [(0, 0, "X"), (1, 1, "O"), (0, 1, "X"), (2, 2, "O"), (0, 2, "X")]
for r, c, p in moves:
    board[r][c] = p
def winner(b):
    lines = b + [list(col) for col in zip(*b)] + [[b[i][i] for i in range(3)], [b[i][2 - i] for i in range(3)]]
    for line in lines:
        if line[0] != " " and line.count(line[0]) == 3:
            return line[0]
    return None
w = winner(board)
rendered = "\n".join("|".join(row) for row in board)
