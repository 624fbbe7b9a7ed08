same = [1] == (1,)
differ = [1] != (1,)
