# statistics over ints and floats: exact means and variances, result types, medians, modes, errors.
import statistics

ints = [1, 2, 3, 4]
odd = [1, 2, 3]
floats = [0.1, 0.2, 0.3, 0.4, 0.7]
mixed = [1, 2.5, 3]
results = {
    "mean": [statistics.mean(ints), statistics.mean(odd), statistics.mean(floats), statistics.mean(mixed), statistics.mean([True, False, True])],
    "fmean": [statistics.fmean(ints), statistics.fmean(floats)],
    "median": [statistics.median(ints), statistics.median(odd), statistics.median([2, 4]), statistics.median(floats)],
    "median_low_high": [statistics.median_low(ints), statistics.median_high(ints)],
    "mode": [statistics.mode([1, 2, 2, 3, 3]), statistics.mode(["a", "b", "a"])],
    "variance": [statistics.variance(ints), statistics.variance(odd), statistics.variance(floats), statistics.pvariance(ints), statistics.pvariance(odd)],
    "stdev": [statistics.stdev(ints), statistics.stdev(floats), statistics.pstdev(ints), statistics.pstdev([2, 4, 4, 4, 5, 5, 7, 9]), statistics.stdev([1e9 + 1, 1e9 + 2, 1e9 + 3])],
}
types = {k: [type(v).__name__ for v in vs] for k, vs in results.items()}
errors = []
for fn, arg in ((statistics.mean, []), (statistics.variance, [1]), (statistics.stdev, []), (statistics.median, []), (statistics.pvariance, [])):
    try:
        fn(arg)
    except statistics.StatisticsError as e:
        errors.append((type(e).__name__, str(e), isinstance(e, ValueError)))
