class ConfigError(Exception):
    """Raised for bad configuration."""
def parse_port(s):
    try:
        port = int(s)
    except ValueError as e:
        raise ConfigError(f"invalid port: {s!r}") from e
    if not 0 < port < 65536:
        raise ConfigError(f"port out of range: {port}")
    return port
results = []
for s in ["80", "http", "70000"]:
    try:
        results.append(parse_port(s))
    except ConfigError as e:
        results.append((str(e), type(e.__cause__).__name__ if e.__cause__ else None))
doc = ConfigError.__doc__
def suppressed():
    try:
        raise KeyError("a")
    except KeyError:
        raise ValueError("b") from None
try:
    suppressed()
except ValueError as e:
    sup = (e.__cause__, e.__suppress_context__, repr(e.__context__))
e = Exception("x", 1)
ea = (e.args, str(e), repr(e))
e2 = Exception()
e2s = (str(e2), repr(e2))
class WithStr(Exception):
    def __str__(self):
        return "custom message"
try:
    raise WithStr("ignored")
except WithStr as ex:
    ws = (str(ex), repr(ex), ex.args)
final = parse_port("99999")
