small = list({3, 1, 2})
ordered = sorted({"b", "c", "a"})
