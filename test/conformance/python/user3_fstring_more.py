name = "World"
items = ["a", "b"]
d = {"k": "v"}
a = f"Hello, {name}!", f"{name!r:>10}", f"{len(items)} items: {', '.join(items)}", f"{d['k']}", f'{d["k"]}'
b = f"{{name}}", f"{{{name}}}", f"{name:{'^'}{12}}", f"{3.14159:{'.'}{3}f}", f"{'nested ' + f'{name.lower()}'}"
x = 42
c = f"{x:b} {x:o} {x:x} {x:X} {x:#b} {x:e} {x:08.3f} {x:,} {x:_b}", f"{x!s:>5}", f"{x!a}", f"{'é'!a}"
d2 = f"{x = }", f"{x=:>5}", f"{x * 2 = }", f"{name=!r}", f"{ x = }"
e = f"{'a' if x > 40 else 'b'}", f"{[i ** 2 for i in range(3)]}", f"{(lambda y: y + 1)(x)}", f"{x:{'>' if x else '<'}{5}}"
from datetime import date
f = f"{date(2024, 3, 5):%Y/%m/%d}", f"{date(2024, 3, 5)!s}", f"{date(2024, 3, 5)!r}"
multi = f"""
line {x}
  {name}
"""
g = multi, f"{x}" f"{name}" "plain", f"tab\t{x}\n"
h = f"{x:>{x // 10}}", f"{-x:+}", f"{x:=+7}", f"{x:^+9}", f"{0.5:.0%}", f"{1234.5:,.2f}", f"{-1234.5:_.0f}"
