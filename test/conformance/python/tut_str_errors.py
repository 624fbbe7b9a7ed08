msgs = []
def tr(f):
    try:
        f()
    except Exception as e:
        msgs.append(type(e).__name__ + ": " + str(e))
s = "abc"
tr(lambda: s.index("z"))
tr(lambda: s.rindex("z"))
tr(lambda: s[5])
tr(lambda: s + 1)
tr(lambda: 1 + s)
tr(lambda: s * "2")
tr(lambda: s * 2.0)
tr(lambda: "".join([1, 2]))
tr(lambda: ",".join(["a", None]))
tr(lambda: s.split(""))
tr(lambda: s.upper(1))
tr(lambda: s.foo())
tr(lambda: s.__setitem__(0, "x"))
def assign():
    s[0] = "x"
tr(assign)
def delete():
    del s[0]
tr(delete)
tr(lambda: s.center())
tr(lambda: s.center(5, "ab"))
tr(lambda: s.replace("a"))
tr(lambda: int("x" * 3))
tr(lambda: ord("ab"))
tr(lambda: chr(-1))
tr(lambda: s.startswith(["a"]))
tr(lambda: "a" in 5)
tr(lambda: 5 in "abc")
tr(lambda: len(5))
tr(lambda: s.zfill("3"))
tr(lambda: str.join(s))
