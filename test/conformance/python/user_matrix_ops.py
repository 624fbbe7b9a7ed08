A = [[1, 2], [3, 4]]
B = [[5, 6], [7, 8]]
def matmul(X, Y):
    return [[sum(a * b for a, b in zip(row, col)) for col in zip(*Y)] for row in X]
C = matmul(A, B)
T = [list(r) for r in zip(*A)]
identity = [[1 if i == j else 0 for j in range(3)] for i in range(3)]
diag = [identity[i][i] for i in range(3)]
grid = [[0] * 3 for _ in range(2)]
grid[0][1] = 5
bad = [[0] * 3] * 2
bad[0][1] = 5
flat = sum(A, [])
det = A[0][0] * A[1][1] - A[0][1] * A[1][0]
scaled = [[x * 0.5 for x in row] for row in A]
