s = "hello"
a = s[None:2]
b = s[::None]
c = "ab" * True
d = "ab" * False
e = [1, 2][True]
