def level3(d):
    return d["key"]


def level2(d):
    return level3(d) + 1


def level1():
    return level2({"other": 1})


x = level1()
