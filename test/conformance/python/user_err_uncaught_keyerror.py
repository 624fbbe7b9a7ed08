prices = {"apple": 1.0, "pear": 2.0}
def total(items):
    s = 0
    for it in items:
        s += prices[it]
    return s
ok = total(["apple"])
bad = total(["apple", "kiwi"])
