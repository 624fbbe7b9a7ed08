items = [3, 1, 2]
assert sorted(items) == items, "items not sorted"
