a = oct(8)
b = oct(-64)
c = oct(0)
d = int("0o17", 8)
