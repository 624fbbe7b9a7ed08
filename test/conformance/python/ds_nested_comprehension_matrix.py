matrix = [
    [1, 2, 3, 4],
    [5, 6, 7, 8],
    [9, 10, 11, 12],
]
transposed = [[row[i] for row in matrix] for i in range(4)]
zipped = list(zip(*matrix))
flat_even = [n for row in matrix for n in row if n % 2 == 0]
