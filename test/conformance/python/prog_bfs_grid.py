grid = [
    "S.#.....",
    ".##.###.",
    "....#...",
    ".##...#E",
]
rows, cols = len(grid), len(grid[0])
start = next((r, c) for r in range(rows) for c in range(cols) if grid[r][c] == "S")
end = next((r, c) for r in range(rows) for c in range(cols) if grid[r][c] == "E")
dist = {start: 0}
queue = [start]
while queue:
    r, c = queue.pop(0)
    for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        nr, nc = r + dr, c + dc
        if 0 <= nr < rows and 0 <= nc < cols and grid[nr][nc] != "#" and (nr, nc) not in dist:
            dist[(nr, nc)] = dist[(r, c)] + 1
            queue.append((nr, nc))
steps = dist.get(end)
del dist
