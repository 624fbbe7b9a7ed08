nums = [3, 1, 2]
nums.sort()
squares = {n: n * n for n in nums if n > 1}
total = sum(x for x in nums)
text = f"{total:>5}|{3.14159:.2f}|{'ab'!r}|{nums}"
pairs = list(zip("abc", range(3)))
flags = [n % 2 == 0 for n in nums]
a, *rest = nums
b = rest[-1] if rest else None
chained = 1 < a <= 2 < 5
neg = -7 // 2, -7 % 2, 7 / 2, 2 ** 10, 2 ** -1
s = "Hello, World".lower().replace("world", "there").split(", ")
joined = "-".join(s)
nested = [[i * j for j in range(3)] for i in range(2)]
slicing = nums[::-1], nums[1:], "python"[1:4]
floats = [0.1 + 0.2, 1e16, 1e-5, 1.0, -0.0, 123456789.123]
