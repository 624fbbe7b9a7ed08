items = [("apple", 1.5, 3), ("banana", 0.25, 12), ("cherry", 10.0, 1)]
lines = []
for name, price, qty in items:
    lines.append(f"{name:<10}{price:>8.2f}{qty:>5}")
total = sum(p * q for _, p, q in items)
tl = f"{'Total':<10}{total:>8.2f}"
pct = [f"{x:.0%}" for x in (0.5, 0.125, 1)]
sci = [f"{x:.3e}" for x in (12345.678, 0.000123)]
g = [f"{x:g}" for x in (1.0, 1.5, 1e-5, 1e16, 123456, 1234567)]
padded = [f"{n:>4}" for n in (1, 22, 333)]
signs = f"{3.5:+.1f} {-3.5:+.1f}"
thousand = f"{1234567:,}" + " " + f"{1234567.5:,.1f}"
rnd = [f"{x:.0f}" for x in (0.5, 1.5, 2.5, 3.5)]
r2 = [f"{x:.2f}" for x in (1.005, 2.675, 1.115)]
fill = f"{'x':*^9}"
nums = f"{42:>08.2f}"
hexs = f"{3735928559:08X}"
default_float = [str(x) for x in (1/3, 2/3, 10/3, 1e16, 1e-7, 123456789012345678.0)]
reprs = [repr(x) for x in (0.1, 1.0, -0.0, 1e22, 1.5e-10)]
neg = -7
int_fmt = f"{7:3}|{7:<3}|{neg:=5}|{neg:=+06}"
