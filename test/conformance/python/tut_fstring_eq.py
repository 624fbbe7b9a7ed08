x = 10
name = "Ann"
items = [1, 2]
a = f"{x=}"
b = f"{x = }"
c = f"{name=!r}"
d = f"{x*2=}"
e = f"{name=:>6}"
f2 = f"{items[0]=}, {len(items)=}"
g = f"{x!r:>4}|{name!s}|{name!a}"
h = f"{'nested {}'.format(1)}"
i = f"{{x}} {x:{'>'}{5}}"
j = f"{3.14159:.{2}f}"
k = f"""{x
+ 1}"""
l = f"{x:#x}{x:b}"
