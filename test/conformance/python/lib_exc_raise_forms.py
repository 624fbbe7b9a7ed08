out = []
try:
    raise ValueError
except ValueError as e:
    out.append((repr(e), e.args))
try:
    raise ValueError()
except ValueError as e:
    out.append(repr(e))
try:
    raise TypeError("a", "b")
except TypeError as e:
    out.append(str(e))
try:
    raise Exception("x") from ValueError("cause")
except Exception as e:
    out.append(repr(e.__cause__))
try:
    raise 5
except TypeError as e:
    out.append(str(e))
try:
    raise ValueError from 3
except TypeError as e:
    out.append(str(e))
class NotExc:
    pass
try:
    raise NotExc
except TypeError as e:
    out.append(str(e))
try:
    try:
        raise KeyError("x")
    except* KeyError:
        pass
except Exception as e:
    out.append(type(e).__name__)
