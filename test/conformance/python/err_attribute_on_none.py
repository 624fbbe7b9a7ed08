def find(items, target):
    for item in items:
        if item == target:
            return item


found = find(["a", "b"], "c")
size = found.upper()
