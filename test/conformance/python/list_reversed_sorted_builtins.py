data = [3, 1, 2]
r = list(reversed(data))
s = sorted(data)
unchanged = data
desc = sorted("hello", reverse=True)
