try:
    raise ValueError
except ValueError as e:
    args = e.args
    text = str(e)
    kind = type(e).__name__
