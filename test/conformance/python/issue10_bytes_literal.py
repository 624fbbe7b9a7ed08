b = b"hello"
n = len(b)
first = b[0]
r = repr(b.upper())
s = b.decode()
