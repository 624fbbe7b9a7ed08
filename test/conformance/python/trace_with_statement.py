class CM:
    def __enter__(self):
        return self

    def __exit__(self, *args):
        return False


with CM() as c:
    x = 1
    y = 2
with CM(), CM():
    z = 3
