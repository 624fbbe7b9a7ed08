class Evens:
    def __iter__(self):
        return iter(range(0, 10, 2))


has4 = 4 in Evens()
has5 = 5 in Evens()
listed = list(Evens())
