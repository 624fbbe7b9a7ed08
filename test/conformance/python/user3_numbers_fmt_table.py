rows = [("alpha", 1, 0.5), ("beta", 22, 12.25), ("gamma", 333, 100.0)]
out = []
out.append(f"{'name':<8}|{'n':>5}|{'val':>8}")
out.append("-" * 23)
for name, n, v in rows:
    out.append(f"{name:<8}|{n:>5}|{v:>8.2f}")
tot = sum(v for *_, v in rows)
out.append(f"{'total':<8}|{'':>5}|{tot:>8.2f}")
table = "\n".join(out)
pct = [f"{v / tot:6.1%}" for *_, v in rows]
sci = [f"{x:.2e}" for x in (0.00012, 12345.678, -1e-10)]
big = f"{2**64:,}", f"{-2**31:_}", f"{255:#010b}", f"{3.0:g}", f"{3.10:g}", f"{1e-4:g}", f"{123456789.0:g}"
money = "${:,.2f}".format(1234567.891), "{:.0f}".format(0.5), "{:.0f}".format(1.5), "{:.1f}".format(0.25), "{:.1f}".format(0.35)
