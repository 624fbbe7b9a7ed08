def parse(s):
    try:
        return int(s)
    except ValueError as e:
        raise RuntimeError("bad config") from e


try:
    parse("x1")
except RuntimeError as err:
    cause = type(err.__cause__).__name__
    cause_msg = str(err.__cause__)
    suppressed = err.__suppress_context__
