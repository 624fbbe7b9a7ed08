registry = {}
class Plugin:
    def __init_subclass__(cls, /, name=None, **kwargs):
        super().__init_subclass__(**kwargs)
        registry[name or cls.__name__] = cls
class A(Plugin, name="alpha"):
    pass
class B(Plugin):
    pass
class C(B, name="gamma"):
    pass
keys = sorted(registry)
try:
    class D(Plugin, bogus=1):
        pass
except TypeError as e:
    m = str(e)
