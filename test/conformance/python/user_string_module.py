import string
a = string.ascii_lowercase
b = string.ascii_uppercase
c = string.digits
d = string.punctuation
e = string.ascii_letters
f = string.hexdigits
g = string.whitespace
t = string.Template("$who likes $what")
s = t.substitute(who="tim", what="kung pao")
s2 = t.safe_substitute(who="tim")
cap = string.capwords("hello   world  foo")
try:
    t.substitute(who="x")
except KeyError as ex:
    err = repr(ex)
clean = "".join(ch for ch in "Hello, World!" if ch not in string.punctuation)
