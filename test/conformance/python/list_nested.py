matrix = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
transposed = [[row[i] for row in matrix] for i in range(3)]
flat = [x for row in matrix for x in row]
diag = [matrix[i][i] for i in range(3)]
matrix[1][1] = 0
shape = (len(matrix), len(matrix[0]))
