data = [1, 2, 2, 3, 3, 3]
has2 = 2 in data
no4 = 4 not in data
counts = {x: data.count(x) for x in set(data)}
