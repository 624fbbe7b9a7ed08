import re
a = re.findall(r"^\w+", "one\ntwo\nthree", re.M)
b = re.search(r"HELLO", "say hello", re.I).group()
c = re.match(r"a.b", "a\nb", re.S) is not None, re.match(r"a.b", "a\nb") is not None
d = re.findall(r"""
    \d+   # digits
    \.    # dot
    \d*   # more
""", "1.5 and 22.", re.X)
e = re.compile(r"(?i)abc").match("ABC").group()
f = re.sub(r"(?m)^", "> ", "l1\nl2")
g = re.search(r"(?<=\$)\d+", "cost $45").group()
h = re.findall(r"\w+(?=!)", "hi! yo? hey!")
i = re.findall(r"(?:ab)+", "ababx ab")
j = re.match(r"(a+?)(a*)", "aaa").groups()
k = re.findall(r"[^\W\d_]+", "ab12_cd")
l = re.search(r"(\w)\1", "abccd").group()
