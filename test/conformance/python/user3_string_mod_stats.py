import string, statistics, operator
a = string.ascii_letters[:5], string.digits, string.punctuation[:5], string.capwords("hello   world"), string.Template("$who likes ${what}").substitute(who="tim", what="kung pao")
data = [2, 4, 4, 4, 5, 5, 7, 9]
b = statistics.mean(data), statistics.median(data), statistics.mode(data), statistics.pstdev(data), round(statistics.stdev(data), 10), statistics.median([1, 3]), statistics.variance(data)
c = statistics.median_low([1, 2, 3, 4]), statistics.median_high([1, 2, 3, 4]), statistics.fmean([1, 2]), statistics.multimode("aabbc"), statistics.quantiles([1, 2, 3, 4, 5, 6, 7, 8], n=4)
d = operator.add(1, 2), operator.mul("a", 3), operator.itemgetter(1)([5, 6]), operator.attrgetter("real")(3), operator.methodcaller("upper")("x"), operator.neg(5), operator.not_(0), operator.contains([1], 1), operator.getitem({"a": 1}, "a")
try:
    statistics.mean([])
except statistics.StatisticsError as e:
    f = str(e)
g = statistics.mean([1.5, 2.5]), statistics.mean([1, 2]), type(statistics.mean([1, 2])).__name__
