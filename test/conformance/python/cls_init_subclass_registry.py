registry = []


class Plugin:
    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        registry.append(cls.__name__)


class CSV(Plugin):
    pass


class JSON(Plugin):
    pass


names = registry
