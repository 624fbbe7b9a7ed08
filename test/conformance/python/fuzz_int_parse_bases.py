values = [
    int("10", 36),
    int("12", 3),
    int("777", 8),
    int("z", 36),
    int("ZZ", 36),
    int("g", 17),
    int("101", 2),
    int("-ff", 16),
    int("0o17", 0),
    int("0b11", 0),
    int("0x1F", 0),
    int("0o17", 8),
    int(" 42 ", 10),
]
errors = []
for text, base in [("2", 2), ("0x1F", 10), ("09", 0), ("", 16)]:
    try:
        int(text, base)
    except ValueError as e:
        errors.append(str(e))
