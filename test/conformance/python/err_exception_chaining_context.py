try:
    try:
        open_file = {}["config"]
    except KeyError as exc:
        raise RuntimeError("Failed to open database")
except RuntimeError as err:
    context = type(err.__context__).__name__
    cause = err.__cause__
    suppressed = err.__suppress_context__
