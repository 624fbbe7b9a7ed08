def guarded(flag):
    try:
        if flag:
            raise ValueError("bad")
        return "clean"
    except ValueError:
        return "handled"
    finally:
        cleanup = True


def reraiser():
    try:
        {}["missing"]
    except KeyError as e:
        raise


a = guarded(False)
b = guarded(True)
try:
    reraiser()
except KeyError:
    c = "reraised"


def wrap():
    try:
        reraiser()
    except KeyError as e:
        raise RuntimeError("wrapped") from e


wrap()
