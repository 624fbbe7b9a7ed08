found = [1] in [(1,)]
found_tuple = (1,) in [(1,)]
