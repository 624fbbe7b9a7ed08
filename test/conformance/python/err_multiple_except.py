def convert(value):
    try:
        return int(value)
    except (ValueError, TypeError) as e:
        return type(e).__name__


results = [convert("10"), convert("x"), convert(None), convert([1])]
