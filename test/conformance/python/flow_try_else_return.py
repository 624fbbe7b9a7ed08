def parse(s):
    try:
        value = int(s)
    except ValueError:
        return "bad"
    else:
        return value * 2
    finally:
        calls.append(s)


calls = []
results = [parse("4"), parse("x"), parse("-1")]
