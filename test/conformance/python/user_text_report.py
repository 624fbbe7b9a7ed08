data = [("Alice", 93.5, "A"), ("Bob", 78.25, "C+"), ("Charlotte", 88.0, "B+")]
header = f"{'Name':<10} | {'Score':>6} | {'Grade':^5}"
sep = "-" * len(header)
rows = [f"{n:<10} | {s:>6.1f} | {g:^5}" for n, s, g in data]
avg = sum(s for _, s, _ in data) / len(data)
footer = f"{'Average':<10} | {avg:>6.2f} |"
report = "\n".join([header, sep, *rows, sep, footer])
best = max(data, key=lambda r: r[1])[0]
lines = report.splitlines()
widths = [len(l) for l in lines]
table = {n: {"score": s, "grade": g} for n, s, g in data}
passed = [n for n, s, _ in data if s >= 80]
csv = "\n".join(",".join(str(x) for x in row) for row in data)
parsed = [line.split(",") for line in csv.splitlines()]
scores = [float(p[1]) for p in parsed]
