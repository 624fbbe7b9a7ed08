s = "Hello, World"
a = s.casefold()
b = s.center(20, "=")
c = s.count("o", 5)
d = s.encode()
e = s.find("o", 5, 10)
f = "{name} is {age}".format_map({"name": "A", "age": 3})
g = s.index("W")
h = "abc123".isalnum(), "ABC".isascii(), "½".isnumeric(), "²".isdigit(), "٣".isdecimal()
i = "hello world".title()
j = "they're bill's friends".title()
k = "  x  ".strip(), "xxhixx".lstrip("x"), "xxhixx".rstrip("x")
l = "a,b;c d".replace(",", " ").replace(";", " ").split()
m = "Mississippi".lower().count("ss")
n = "one\ttwo\nthree".split()
o = "a-b-c".split("-", maxsplit=1)
p = "CamelCaseString"
q = "".join(" " + ch if ch.isupper() else ch for ch in p).strip()
r = "%s has %d items totaling $%.2f" % ("cart", 3, 19.5)
t = "hello"[::2], "hello"[-1::-2]
u = "test".upper().lower().capitalize()
v = "a" < "b" < "c"
w = "abc".zfill(6), "-42".zfill(6), "+7".zfill(4)
x = "Hello".ljust(8, ".") + "|"
y = " ".join(w.capitalize() for w in "the quick brown".split())
z = "x".isidentifier(), "1x".isidentifier(), "class".isidentifier()
aa = "abc".startswith(("x", "a")), "abc".endswith(("c", "z"))
bb = "ab" * 3 + "c"
cc = "hello world".split("o")
dd = "a\nb\n".splitlines(keepends=True)
ee = "path/to/file.txt".rpartition("/")
ff = "tEST".swapcase()
gg = ord("€"), chr(8364)
hh = "straße".upper(), "İ".lower()
