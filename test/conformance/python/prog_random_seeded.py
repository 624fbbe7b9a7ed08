import random

random.seed(42)
rolls = [random.randint(1, 6) for _ in range(5)]
pick = random.choice(["a", "b", "c"])
deck = list(range(5))
random.shuffle(deck)
