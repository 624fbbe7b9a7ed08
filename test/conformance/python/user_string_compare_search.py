a = "apple" < "banana"
b = "Zebra" < "apple"
c = "abc" == "abc"
d = "ell" in "hello"
e = "hello".index("l")
f = "a" * 0
g = "abc" < "abcd"
h = sorted(["banana", "Apple", "cherry"])
i = sorted(["banana", "Apple", "cherry"], key=str.casefold)
j = "Hello World".lower().count("o")
k = "one two three".split(" ", 1)
l = "x=1;y=2".split(";")
m = dict(kv.split("=") for kv in l)
n = "abc".find("z")
o = "%s" % [1, 2]
p = "a\tb".split("\t")
q = " ".join("hello world".split()[::-1])
r = max("hello")
s = "".join(sorted(set("hello")))
t = "hello world"[6:]
u = "hello"[1:-1]
v = "hello"[10:]
w = "hello"[-100:2]
