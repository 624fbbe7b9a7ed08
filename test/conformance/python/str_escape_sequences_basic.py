a = "\u00e9\x41\101\t|"
c = "\\n"
d = r"\n" == "\\n"
f = "a\
b"
g = "line1\r\nline2".splitlines()
h = len("\0\a\b\f\v")
