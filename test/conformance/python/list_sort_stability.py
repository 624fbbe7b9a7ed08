records = [("b", 2), ("a", 2), ("c", 1), ("d", 1), ("e", 3)]
stable = sorted(records, key=lambda r: r[1])
twice = sorted(sorted(records, key=lambda r: r[0], reverse=True), key=lambda r: r[1])
