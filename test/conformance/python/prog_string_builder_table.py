header = ("Item", "Qty", "Price")
rows = [("Widget", 3, 4.5), ("Gadget", 10, 12.25), ("Thingamajig", 1, 100.0)]
widths = [max(len(str(r[i])) for r in [header] + rows) for i in range(3)]
lines = [" | ".join(str(cell).ljust(w) for cell, w in zip(header, widths))]
lines.append("-+-".join("-" * w for w in widths))
for r in rows:
    lines.append(" | ".join(str(cell).ljust(w) for cell, w in zip(r, widths)))
table = "\n".join(lines)
