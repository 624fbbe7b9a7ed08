out = []
for i in range(1, 16):
    if i % 15 == 0:
        out.append("FizzBuzz")
    elif i % 3 == 0:
        out.append("Fizz")
    elif i % 5 == 0:
        out.append("Buzz")
    else:
        out.append(str(i))
joined = " ".join(out)
fib = [0, 1]
while len(fib) < 15:
    fib.append(fib[-1] + fib[-2])
primes = [n for n in range(2, 50) if all(n % d for d in range(2, int(n ** 0.5) + 1))]
collatz = []
n = 27
while n != 1 and len(collatz) < 20:
    collatz.append(n)
    n = n // 2 if n % 2 == 0 else 3 * n + 1
table = [[i * j for j in range(1, 4)] for i in range(1, 4)]
triangle = ["*" * i for i in range(1, 5)]
digits_sum = sum(int(d) for d in str(2 ** 15))
