vals = [format(-7, '<06'), format(-7, '^06'), format('ab', '<05'), format(3.5, '>08.2f'), format(-7, '=+06'), format(7, '>06'), format('ab', '05'), format(12345, '<09,'), format(1.5, '^07')]
neg = -7
x = 42
a = f"{neg:=5}|{neg:=+06}|{x:=^9}|{x:=8,}|{x:=}"
b = f"{(y:=5)}|{y}"
w = 3
c = f"{x:{w}}|{'a:=b'}|{ {'k': 1}['k']:=3}|{[1, 2][0]:=4}"
d = f"""{x:=6}"""
e = rf"{x:=4}\n"
try:
    f"{x!r:=4}"
except ValueError as exc:
    err = str(exc)
try:
    format("s", "=5")
except ValueError as exc:
    err2 = str(exc)
