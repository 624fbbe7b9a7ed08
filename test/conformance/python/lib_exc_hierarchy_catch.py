class AppErr(Exception):
    code = 1
class NetErr(AppErr):
    code = 2
class Timeout(NetErr):
    code = 3
caught = []
for cls in [Timeout, NetErr, AppErr, ValueError]:
    try:
        raise cls("boom")
    except Timeout as e:
        caught.append(("timeout", e.code))
    except NetErr as e:
        caught.append(("net", e.code))
    except (AppErr, ValueError) as e:
        caught.append(("other", type(e).__name__))
mro = [c.__name__ for c in Timeout.__mro__]
sub = issubclass(Timeout, Exception), issubclass(KeyError, LookupError), issubclass(ZeroDivisionError, ArithmeticError)
b = [c.__name__ for c in KeyboardInterrupt.__mro__]
try:
    try:
        raise Timeout("t")
    except ValueError:
        caught.append("wrong")
except Exception as e:
    caught.append(("outer", str(e)))
def check(x):
    try:
        return 10 / x
    except ZeroDivisionError:
        return "zero"
    except TypeError as e:
        return f"type: {e}"
ch = [check(2), check(0), check("a")]
