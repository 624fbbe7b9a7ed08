values = [3, None, 1]
ordered = sorted(values)
