import math, statistics
data = [2, 4, 4, 4, 5, 5, 7, 9]
a = [statistics.mean(data), statistics.median(data), statistics.mode(data), statistics.pstdev(data), round(statistics.stdev(data), 6)]
b = [statistics.median([1, 3, 2, 4]), statistics.median_low([1, 3, 2, 4]), statistics.median_high([1, 3, 2, 4])]
c = statistics.variance([1, 2, 3, 4]), statistics.pvariance([1, 2, 3, 4])
try:
    statistics.mean([])
except statistics.StatisticsError as e:
    m = str(e)
d = statistics.fmean([1, 2, 3]), statistics.multimode("aabbc")
e = math.fsum([1e100, 1.0, -1e100]), sum([1e100, 1.0, -1e100])
f = statistics.harmonic_mean([40, 60]), statistics.geometric_mean([1, 10, 100])
