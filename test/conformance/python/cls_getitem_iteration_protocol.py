class Squares:
    def __getitem__(self, i):
        if i >= 5:
            raise IndexError(i)
        return i * i


values = list(Squares())
found = 9 in Squares()
