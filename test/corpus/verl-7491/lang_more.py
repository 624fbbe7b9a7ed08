from typing import Any, Optional

data = {"a": [1, 2, 3], "b": {"c": None}}
flat = [x for xs in [[1, 2], [3]] for x in xs]
text = "%s has %d items" % ("data", len(data))
fmt = "{0}-{1}-{name}".format("x", 2, name="n")
rounded = (round(2.5), round(3.5), round(0.125, 2), abs(-3), min(3, 1, 2), max([4, 9]))
conv = (int("42"), float("1.5"), str(10), bool([]), int(3.9), int(-3.9))
checks = (isinstance(1, int), isinstance(True, int), isinstance(None, type(None)), callable(len))
enum = list(enumerate(["x", "y"], start=1))
rev = list(reversed([1, 2, 3]))
anyall = (any([0, 1]), all([]), any(x > 2 for x in [1, 2]))
strs = ("  pad ".strip(), "a,b,,c".split(","), "abc".upper(), "x".join(["1", "2"]), "abcabc".count("b"), "ab" * 3)
idx = ([1, 2, 3].index(2), "hello".find("l"), "hello".startswith(("he", "x")))
bools = (1 == 1.0, "a" < "b", [1, 2] < [1, 3], (1, 2) == (1, 2), None is None, 1 is not None)
sets = sorted({1, 2} | {3}), sorted({1, 2} & {2, 3}), sorted({1, 2} - {2})
copy = dict(data)
copy["a"] = "changed"
nested_same = copy["b"] is data["b"]
ann: Optional[Any] = None
ints = (7 // -2, -7 % 3, 2 ** 64, 10 / 4, 3 * 1.1, 1e300 * 10)
