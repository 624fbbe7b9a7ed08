registry = {}
class RegistryMeta(type):
    def __new__(mcs, name, bases, ns, **kwargs):
        cls = super().__new__(mcs, name, bases, ns)
        if bases:
            registry[name] = cls
        return cls
    def __init__(cls, name, bases, ns, **kwargs):
        super().__init__(name, bases, ns)
        cls.tag = name.lower()
class Plugin(metaclass=RegistryMeta):
    pass
class Alpha(Plugin):
    pass
class Beta(Plugin, flavor='x'):
    pass
names = sorted(registry)
tags = [Alpha.tag, Beta.tag, Plugin.tag]
