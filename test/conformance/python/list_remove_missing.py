items = [1, 2, 3]
items.remove(4)
