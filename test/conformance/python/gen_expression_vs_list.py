gen = (x * x for x in range(5))
kind = type(gen).__name__
total = sum(gen)
again = sum(gen)
lst = [x * x for x in range(5)]
twice = sum(lst) + sum(lst)
