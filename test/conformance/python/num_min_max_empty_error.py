values = []
biggest = max(values)
