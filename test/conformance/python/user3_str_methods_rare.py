a = "hello world".partition(" ")
b = "a,b,,c".split(",")
c = "  a  b  ".split(" ")
d = "abc".center(8), "abc".center(8, "*"), "ab".center(7, "-")
e = "tab\there".expandtabs(4), "a\tbc\td".expandtabs()
f = "x".join([]), ",".join("abc")
g = "hello".translate(str.maketrans("el", "ip")), "hello".translate(str.maketrans("", "", "l"))
h = "hello".translate({ord("h"): "J", ord("o"): None})
i = str.maketrans({"a": "1", "b": None})
j = "ABC".lower().islower(), "Abc".istitle(), "   ".isspace(), "".isspace()
k = "line1\r\nline2\rline3\n".splitlines()
l = "aaa".replace("a", "b", 2), "abc".replace("", "-")
m = "hello".removeprefix("he"), "hello".removesuffix("lo"), "hello".removeprefix("x")
n = "a b c".rsplit(" ", 1), "a  b".rsplit(), "a.b.c".rsplit(".", maxsplit=1)
o = "%s" % "x" * 3
p = "abcabc".rfind("b"), "abcabc".rindex("c"), "abc".find(""), "abc".rfind("")
q = "Hello World".count(""), "aaaa".count("aa")
r = "12".isdecimal(), "1.5".isdigit(), "-1".isnumeric()
s = "straße".casefold() == "STRASSE".casefold()
t = "title case here".title(), "hello_world".title(), "o'neil".capitalize()
u = "abc"[::-1], "abcdef"[1:5:2], "abc"[5:], "abc"[-10:2]
v = "a" * 0, "ab" * -1, 3 * "x"
w = "é".encode("utf-8"), "é".encode("latin-1"), "abc".encode("ascii")
x = b"caf\xc3\xa9".decode(), b"abc".decode("ascii")
try:
    "é".encode("ascii")
except UnicodeEncodeError as ex:
    y = str(ex)
try:
    b"\xff".decode("utf-8")
except UnicodeDecodeError as ex:
    z = str(ex)
aa = "é".encode("ascii", errors="ignore"), "é".encode("ascii", "replace"), b"\xffa".decode("utf-8", "replace")
bb = "abc".index("c", 1, 3)
try:
    "abc".index("z")
except ValueError as ex:
    cc = str(ex)
dd = "one two".split(None, 1), "x".split("x")
ee = "Hello"[1], "Hello"[-1]
ff = min("hello"), max("hello"), sorted("hello"), "".join(reversed("abc"))
gg = "ab" in "cabd", "" in "x", "A".isupper()
hh = "{}{}".format(*"ab"), "-".join(map(str, range(5)))
