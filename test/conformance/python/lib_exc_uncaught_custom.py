class ConfigError(Exception):
    def __init__(self, key):
        super().__init__(f"missing key {key!r}")
        self.key = key
def read(cfg, key):
    if key not in cfg:
        raise ConfigError(key)
    return cfg[key]
x = read({"a": 1}, "a")
y = read({"a": 1}, "b")
