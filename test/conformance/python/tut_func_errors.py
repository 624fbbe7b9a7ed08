msgs = []
def tr(f):
    try:
        f()
    except Exception as e:
        msgs.append(type(e).__name__ + ": " + str(e))
def ask(prompt, retries=4, reminder="Please"):
    pass
def kw(*, a): pass
def po(a, b, /): pass
def va(*args, x): pass
def none(): pass
class C:
    def m(self, x): pass
tr(lambda: ask())
tr(lambda: ask("a", 1, 2, 3))
tr(lambda: ask("a", prompt="b"))
tr(lambda: ask("a", actor="x"))
tr(lambda: ask(retries=1))
tr(lambda: kw(1))
tr(lambda: kw())
tr(lambda: po(a=1, b=2))
tr(lambda: po(1))
tr(lambda: va(1, 2))
tr(lambda: none(1))
tr(lambda: none(x=1))
tr(lambda: C().m())
tr(lambda: C().m(1, 2))
tr(lambda: C.m(1))
tr(lambda: (lambda x, y: 0)(1))
tr(lambda: (lambda: 0)(1, 2))
tr(lambda: ask(*[1, 2, 3, 4]))
tr(lambda: ask(**{"zz": 1}))
tr(lambda: ask("a", **{"prompt": 1}))
tr(lambda: ask(*1))
tr(lambda: ask(**[1]))
tr(lambda: 5())
tr(lambda: "x"())
tr(lambda: [1]())
tr(lambda: None())
def two_missing(a, b, c): pass
tr(lambda: two_missing())
tr(lambda: two_missing(1))
def kw2(*, a, b): pass
tr(lambda: kw2())
tr(lambda: po(1, 2, 3))
def opt(a, b=1, *, c): pass
tr(lambda: opt(1, 2, 3))
