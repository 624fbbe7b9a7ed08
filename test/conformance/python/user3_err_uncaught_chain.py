class ConfigError(Exception):
    pass
def load(d):
    try:
        return d["key"]
    except KeyError as e:
        raise ConfigError("missing key") from e
load({})
