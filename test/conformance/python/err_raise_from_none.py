def lookup(key):
    try:
        return {"a": 1}[key]
    except KeyError:
        raise ValueError(f"unknown key {key!r}") from None


try:
    lookup("b")
except ValueError as e:
    msg = str(e)
    has_context = e.__context__ is not None
    suppressed = e.__suppress_context__
