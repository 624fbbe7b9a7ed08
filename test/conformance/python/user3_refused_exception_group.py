try:
    raise ExceptionGroup("several", [ValueError(1), TypeError(2)])
except ExceptionGroup as eg:
    msg = str(eg)
    n = len(eg.exceptions)
    first = repr(eg.exceptions[0])
