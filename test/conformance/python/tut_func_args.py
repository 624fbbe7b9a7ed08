def ask(prompt, retries=4, reminder="Please try again!"):
    return (prompt, retries, reminder)
a = ask("q"), ask("q", 2), ask("q", reminder="r"), ask(prompt="p", retries=0)
i = 5
def f(arg=i):
    return arg
i = 6
b = f()
def g(a, L=[]):
    L.append(a)
    return L
c = g(1), g(2), g(3)
def g2(a, L=None):
    if L is None:
        L = []
    L.append(a)
    return L
d = g2(1), g2(2)
def cheese(kind, *arguments, **keywords):
    return kind, arguments, keywords
e = cheese("Limburger", "It's very runny", "really", shopkeeper="Michael", client="John")
def standard(arg): return arg
def pos_only(arg, /): return arg
def kwd_only(*, arg): return arg
def combined(pos_only, /, standard, *, kwd_only): return (pos_only, standard, kwd_only)
f1 = standard(2), standard(arg=2), pos_only(1), kwd_only(arg=3), combined(1, 2, kwd_only=3), combined(1, standard=2, kwd_only=3)
def foo(name, /, **kwds):
    return 'name' in kwds
f2 = foo(1, **{'name': 2})
args = [3, 6]
f3 = list(range(*args))
dd = {"prompt": "x", "retries": 1}
f4 = ask(**dd)
def concat(*args, sep="/"):
    return sep.join(args)
f5 = concat("earth", "mars", "venus"), concat("earth", "mars", sep=".")
