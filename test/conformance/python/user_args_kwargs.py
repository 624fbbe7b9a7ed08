def cheeseshop(kind, *arguments, **keywords):
    out = ["-- Do you have any " + kind + "?"]
    for arg in arguments:
        out.append(arg)
    for kw in keywords:
        out.append(kw + ": " + keywords[kw])
    return out
r = cheeseshop("Limburger", "It's very runny, sir.", "It's really very, VERY runny, sir.",
               shopkeeper="Michael Palin", client="John Cleese", sketch="Cheese Shop Sketch")
def concat(*args, sep="/"):
    return sep.join(args)
c1 = concat("earth", "mars", "venus")
c2 = concat("earth", "mars", "venus", sep=".")
args = [3, 6]
rg = list(range(*args))
def parrot(voltage, state='a stiff', action='voom'):
    return (voltage, state, action)
d = {"voltage": "four million", "state": "bleedin' demised", "action": "VOOM"}
pd = parrot(**d)
def pos_only(a, b, /, c, *, d):
    return a + b + c + d
po = pos_only(1, 2, 3, d=4)
po2 = pos_only(1, 2, c=3, d=4)
try:
    pos_only(1, b=2, c=3, d=4)
except TypeError as e:
    err = str(e)
try:
    pos_only(1, 2, 3, 4)
except TypeError as e:
    err2 = str(e)
def kw(**kwargs):
    return sorted(kwargs.items())
k = kw(b=2, a=1)
