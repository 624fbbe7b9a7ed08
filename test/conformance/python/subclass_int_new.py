class Port(int):
    """A TCP port: an int in range, with a name."""

    def __new__(cls, value, name="?"):
        value = int(value)
        if not 0 <= value < 65536:
            raise ValueError(f"port out of range: {value}")
        self = super().__new__(cls, value)
        self.name = name
        return self

    def __repr__(self):
        return f"Port({int(self)}, {self.name!r})"

    @property
    def privileged(self):
        return self < 1024


http = Port(80, "http")
alt = Port("8080")
r = repr(http)
s = str(http)
priv = (http.privileged, alt.privileged)
total = http + alt
kind = type(total).__name__
same = http == 80
ports = {http: "web"}
web = ports[80]
by_int = sorted([alt, http, Port(22, "ssh")])
names = [p.name for p in by_int]
as_ints = [int(p) for p in by_int]
hx = hex(http)
fmt = f"{http:05d}|{http:x}|{http}"
try:
    Port(70000)
except ValueError as e:
    err = str(e)
try:
    Port("eighty")
except ValueError as e:
    err2 = str(e)
is_int = isinstance(http, int) and issubclass(Port, int)
mro = [c.__name__ for c in Port.__mro__]
bits = http.bit_length()
real = http.real
div = divmod(http, 7)
shifted = http << 2
