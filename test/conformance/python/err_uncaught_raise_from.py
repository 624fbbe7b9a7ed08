def load(text):
    try:
        return int(text)
    except ValueError as e:
        raise RuntimeError("config value is not a number") from e


value = load("abc")
