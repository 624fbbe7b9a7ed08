data = [3, 8, 1, 9, 4]
if (n := len(data)) > 3:
    note = f"list is long ({n} elements)"
big = [y for x in data if (y := x * 2) > 10]
