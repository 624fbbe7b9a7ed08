def register(name, registry={}):
    registry[name] = len(registry)
    return registry


register("a")
r = register("b")
