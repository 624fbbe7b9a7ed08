config = {"debug": False, "level": 0}
a = config.get("debug", True)
b = config.get("verbose", True)
c = config["level"] or 5
d = "level" in config and config["level"] is not None
