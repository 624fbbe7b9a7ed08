class Config:
    pass


c = Config()
setattr(c, "debug", True)
for key, value in {"level": 3, "name": "x"}.items():
    setattr(c, key, value)
values = [getattr(c, "debug"), getattr(c, "level"), getattr(c, "missing", "default")]
has = [hasattr(c, "name"), hasattr(c, "nope")]
delattr(c, "name")
after = sorted(vars(c))
d = c.__dict__
