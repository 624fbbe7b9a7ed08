flags = [True, False, True, True]
count = sum(flags)
ratio = count / len(flags)
neg = -True
inv = ~True
