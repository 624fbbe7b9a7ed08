a = str(OSError(2, "x", "f")), str(OSError(2, "x", "f", None, "g")), str(OSError(2, "x", None)), OSError(2, "x", "f").args, str(FileNotFoundError("a.txt"))
b = repr(OSError(2, "x", "f")), OSError(2, "x", "f").filename, OSError(2, "x").filename, str(OSError(1, 2, 3, 4, 5, 6)), str(OSError()), OSError(2, "x").errno
try:
    raise FileNotFoundError(2, "No such file or directory", "data.csv")
except OSError as e:
    c = str(e), e.errno, e.strerror, e.filename, type(e).__name__, isinstance(e, IOError), IOError is OSError, EnvironmentError is OSError
class MyErr(OSError):
    pass
d = str(MyErr(5, "io", "path")), PermissionError.__mro__[1].__name__, issubclass(TimeoutError, OSError)
