raw = ["10", "x", "3.5", "-4", "", "7"]
good = []
bad = []
for text in raw:
    try:
        good.append(int(text))
    except ValueError as e:
        bad.append(text)
