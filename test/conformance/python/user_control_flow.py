def sign(x):
    if x < 0:
        return 'negative'
    elif x == 0:
        return 'zero'
    else:
        return 'positive'
signs = [sign(v) for v in (-2, 0, 3)]
words = ['cat', 'window', 'defenestrate']
lens = []
for w in words:
    lens.append((w, len(w)))
primes = []
for n in range(2, 20):
    for x in range(2, n):
        if n % x == 0:
            break
    else:
        primes.append(n)
evens = []
for num in range(2, 10):
    if num % 2 == 0:
        evens.append(num)
        continue
r1 = list(range(5, 10))
r2 = list(range(0, 10, 3))
r3 = list(range(-10, -100, -30))
total = sum(range(4))
i = 0
while i < 5:
    i += 1
    if i == 3:
        pass
count = 0
while True:
    count += 1
    if count > 4:
        break
for idx, w in enumerate(words, start=1):
    last_idx = idx
rr = repr(range(0, 10, 2))
