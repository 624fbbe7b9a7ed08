matrix = [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]
t1 = [[row[i] for row in matrix] for i in range(4)]
transposed = []
for i in range(4):
    transposed.append([row[i] for row in matrix])
t3 = list(zip(*matrix))
grid = [[0] * 3 for _ in range(3)]
grid[0][0] = 1
bad_grid = [[0] * 3] * 3
bad_grid[0][0] = 1
import copy
orig = {"a": [1, 2], "b": {"c": 3}}
sh = copy.copy(orig); dp = copy.deepcopy(orig)
orig["a"].append(99); orig["b"]["c"] = 0
res = sh, dp
flat = [x for row in matrix for x in row if x % 2]
counts = {w: len(w) for w in "the quick brown fox".split()}
by_len = {}
for w, n in counts.items():
    by_len.setdefault(n, []).append(w)
inv = sorted(by_len.items())
