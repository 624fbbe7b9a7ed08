line = "  alpha, beta,,gamma  "
parts = line.strip().split(",")
words = "a b  c\td\n".split()
limited = "a-b-c-d".split("-", 2)
right = "a-b-c-d".rsplit("-", 1)
lines = "one\ntwo\r\nthree\n".splitlines()
keep = "one\ntwo\n".splitlines(True)
joined = "+".join(str(n) for n in range(4))
