import random
random.seed(12345)
r = random.random()
ri = [random.randint(1, 100) for _ in range(5)]
rr = [random.randrange(10) for _ in range(5)]
rr2 = random.randrange(0, 100, 5)
ch = random.choice("abcdef")
items = list(range(10))
random.shuffle(items)
smp = random.sample(range(100), 5)
u = random.uniform(1, 2)
random.seed(0)
again = [random.random() for _ in range(3)]
chs = random.choices(["a", "b", "c"], k=5)
random.seed("hello")
strseed = random.random()
g = random.Random(7)
own = [g.randint(0, 9) for _ in range(4)]
big = random.getrandbits(70)
