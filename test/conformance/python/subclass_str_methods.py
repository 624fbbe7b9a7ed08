class Username(str):
    def __new__(cls, value):
        value = value.strip().lower()
        if not value.isidentifier():
            raise ValueError(f"invalid username: {value!r}")
        return super().__new__(cls, value)

    def mention(self):
        return "@" + self


class Tag(str):
    pass


u = Username("  Alice ")
r = repr(u)
m = u.mention()
up = u.upper()
up_type = type(up).__name__
sl = u[1:3]
sl_type = type(sl).__name__
first = u[0]
has = "li" in u
chars = list(u)
n = len(u)
cat = u + "!"
rcat = "hi " + u
rep = u * 2
fmt = f"{u:>8}|{u!r}|{u!s}"
pct = "%s and %r" % (u, u)
joined = "-".join([u, Tag("x"), "y"])
split = Tag("a,b,c").split(",")
eq = (u == "alice", "alice" == u, u != "bob")
lt = sorted([Tag("b"), "c", Tag("a")])
d = {u: 1}
found = d["alice"]
s = {Tag("x"), "x", Tag("y")}
size = len(s)
st = str(u)
st_type = type(st).__name__
same_obj = Tag("z") is Tag("z")
starts = u.startswith(Tag("al"))
rep2 = u.replace("a", Tag("A"))
cnt = "banana".count(Tag("an"))
try:
    Username("not valid!")
except ValueError as e:
    err = str(e)
t = Tag("hello")
t.extra = 5
ex = t.extra
isstr = isinstance(t, str)
bad = None
try:
    t.no_such
except AttributeError as e:
    bad = str(e)
