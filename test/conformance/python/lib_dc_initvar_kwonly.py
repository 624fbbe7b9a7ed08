from dataclasses import dataclass, field, fields, InitVar, KW_ONLY, asdict
@dataclass
class Conn:
    host: str
    password: InitVar[str]
    port: int = 80
    secret_len: int = field(init=False, default=0)
    def __post_init__(self, password):
        self.secret_len = len(password)
c = Conn("h", "pw123", 8080)
r = [repr(c), [f.name for f in fields(c)], asdict(c), c.secret_len]
try:
    c.password
except AttributeError as e:
    m = str(e)
try:
    Conn("h")
except TypeError as e:
    m2 = str(e)
@dataclass
class K:
    a: int
    _: KW_ONLY
    b: int = 1
    c: str = "x"
k = K(5, c="y")
rk = repr(k)
try:
    K(1, 2)
except TypeError as e:
    m3 = str(e)
kf = [(f.name, f.kw_only) for f in fields(K)]
@dataclass
class Meta:
    x: int = field(default=0, metadata={"doc": "the x"})
md = fields(Meta)[0].metadata["doc"], len(fields(Meta)[0].metadata)
@dataclass
class WithDefaultIV:
    v: int
    scale: InitVar[int] = 2
    def __post_init__(self, scale):
        self.v *= scale
w = [WithDefaultIV(3).v, WithDefaultIV(3, 5).v]
iv = repr(InitVar[int])
mt = type(fields(Meta)[0].metadata).__name__
try:
    fields(Meta)[0].metadata["y"] = 1
except TypeError as e:
    m4 = str(e)
