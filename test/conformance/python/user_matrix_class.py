class Matrix:
    def __init__(self, rows):
        self.rows = [list(r) for r in rows]
    @property
    def shape(self):
        return (len(self.rows), len(self.rows[0]) if self.rows else 0)
    def __add__(self, other):
        if self.shape != other.shape:
            raise ValueError(f"shape mismatch: {self.shape} vs {other.shape}")
        return Matrix([[a + b for a, b in zip(r1, r2)] for r1, r2 in zip(self.rows, other.rows)])
    def __matmul__(self, other):
        cols = list(zip(*other.rows))
        return Matrix([[sum(a * b for a, b in zip(r, c)) for c in cols] for r in self.rows])
    def __mul__(self, k):
        return Matrix([[x * k for x in r] for r in self.rows])
    __rmul__ = __mul__
    def __eq__(self, other):
        return isinstance(other, Matrix) and self.rows == other.rows
    def __getitem__(self, idx):
        i, j = idx
        return self.rows[i][j]
    def transpose(self):
        return Matrix(zip(*self.rows))
    def __repr__(self):
        return "Matrix(" + repr(self.rows) + ")"
A = Matrix([[1, 2], [3, 4]])
B = Matrix([[0, 1], [1, 0]])
s = repr(A + B)
p = repr(A @ B)
k = repr(2 * A)
t = repr(A.transpose())
e = A == Matrix([[1, 2], [3, 4]])
g = A[1, 0]
sh = A.shape
try:
    A + Matrix([[1, 2, 3]])
except ValueError as ex:
    err = str(ex)
I = Matrix([[1, 0], [0, 1]])
ident = (A @ I) == A
