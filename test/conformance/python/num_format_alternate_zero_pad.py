values = [
    format(255, "#010x"),
    format(5, "#06b"),
    format(-255, "#x"),
    format(1e100, "f")[:20],
    format(1e22, ".0f"),
    format(-42, "08"),
    format(42, "=+8"),
    format(3.5, "=+9.2f"),
]
