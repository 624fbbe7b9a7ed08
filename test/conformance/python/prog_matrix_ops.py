def matmul(a, b):
    return [[sum(x * y for x, y in zip(row, col)) for col in zip(*b)] for row in a]


def identity(n):
    return [[1 if i == j else 0 for j in range(n)] for i in range(n)]


a = [[1, 2], [3, 4]]
b = [[5, 6], [7, 8]]
product = matmul(a, b)
same = matmul(a, identity(2)) == a
trace = sum(product[i][i] for i in range(2))
