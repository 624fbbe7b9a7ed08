values = sorted([1, "a"])
