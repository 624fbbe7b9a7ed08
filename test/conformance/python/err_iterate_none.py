def get_items(flag):
    if flag:
        return [1, 2]


total = 0
for x in get_items(False):
    total += x
