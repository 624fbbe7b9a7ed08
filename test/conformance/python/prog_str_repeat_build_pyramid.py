height = 4
rows = [" " * (height - i - 1) + "*" * (2 * i + 1) for i in range(height)]
pyramid = "\n".join(rows)
widths = [len(r) for r in rows]
