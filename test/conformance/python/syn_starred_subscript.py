# Starred items in a subscript (Python 3.11): the index is a tuple of the unpacked items.
class Show:
    def __getitem__(self, key):
        return key

    def __setitem__(self, key, value):
        seen.append((key, value))

    def __delitem__(self, key):
        seen.append(("del", key))


seen = []
s = Show()
rest = [2, 3]
one = s[*rest]
two = s[1, *rest]
three = s[*rest, *"ab"]
sliced = s[1:2, *rest]
s[*rest] = "set"
del s[0, *rest]
grid = {(1, 2, 3): "cell"}
cell = grid[1, *rest]
