values = [3, 1, 2]
result = values.sort()
sorted_copy = sorted(values, reverse=True)
