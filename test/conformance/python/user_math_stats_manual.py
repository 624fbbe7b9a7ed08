import math
import statistics
data = [2, 4, 4, 4, 5, 5, 7, 9]
mean = sum(data) / len(data)
var = sum((x - mean) ** 2 for x in data) / len(data)
std = math.sqrt(var)
median = statistics.median(data)
mode = statistics.mode(data)
smean = statistics.mean(data)
pstd = statistics.pstdev(data)
sstd = statistics.stdev(data)
svar = statistics.variance(data)
fm = statistics.fmean([1.5, 2.5])
med_even = statistics.median([1, 3, 5, 7])
q = statistics.quantiles(data, n=4)
def is_prime(n):
    if n < 2:
        return False
    for i in range(2, math.isqrt(n) + 1):
        if n % i == 0:
            return False
    return True
primes = [n for n in range(50) if is_prime(n)]
dist = math.dist((0, 0), (3, 4))
ang = math.degrees(math.atan2(1, 1))
area = math.pi * 2 ** 2
rounded = round(area, 3)
lcm = math.lcm(4, 6)
comb = math.comb(10, 3)
floor_div = [math.floor(x) for x in (-2.5, 2.5)]
ceil = math.ceil(-0.5)
q10 = statistics.quantiles(range(1, 21), n=10)
qi = statistics.quantiles([1.5, 2.5, 10.0, 11.0], method="inclusive")
mm = statistics.multimode("aabbbcccd")
