s = "héllo"
b = s.encode("utf-8")
n = len(b)
back = b.decode("utf-8")
r = repr(b)
