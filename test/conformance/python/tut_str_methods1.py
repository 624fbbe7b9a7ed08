s = "  Hello, World!  "
r = [s.strip(), s.lstrip(), s.rstrip(), s.strip(" !H"), s.upper(), s.lower(), s.title(), s.swapcase(), s.casefold(),
     "hello world".capitalize(), "hELLO".capitalize(), "they're bill's".title(), s.center(21, "*"), "ab".ljust(5, "-"), "ab".rjust(5), "42".zfill(5), "-42".zfill(5), "+4".zfill(4),
     "a,b,,c".split(","), "a b  c ".split(), " a b ".split(" "), "a,b,c".split(",", 1), "a,b,c".rsplit(",", 1), "x".split(","), "".split(), "".split(","),
     "l1\nl2\r\nl3\n".splitlines(), "l1\nl2\n".splitlines(True), "a-b-c".partition("-"), "a-b-c".rpartition("-"), "abc".partition("x"), "abc".rpartition("x")]
