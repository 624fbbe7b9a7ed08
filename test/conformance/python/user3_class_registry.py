REGISTRY = {}
def register(name):
    def deco(cls):
        REGISTRY[name] = cls
        cls.registered_as = name
        return cls
    return deco
class Base:
    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        cls.kind = cls.__name__.lower()
    def run(self):
        raise NotImplementedError(f"{type(self).__name__}.run")
@register("ppo")
class PPO(Base):
    def run(self):
        return "ppo running"
@register("grpo")
class GRPO(PPO):
    pass
a = sorted(REGISTRY), REGISTRY["grpo"]().run(), GRPO.kind, PPO.kind, GRPO.registered_as
try:
    Base().run()
except NotImplementedError as e:
    b = str(e), type(e).__name__
class Plugin:
    plugins = []
    def __init_subclass__(cls, prefix="", **kw):
        super().__init_subclass__(**kw)
        Plugin.plugins.append(prefix + cls.__name__)
class P1(Plugin, prefix="x_"):
    pass
class P2(Plugin):
    pass
c = Plugin.plugins
class Singleton:
    _inst = None
    def __new__(cls):
        if cls._inst is None:
            cls._inst = super().__new__(cls)
        return cls._inst
d = Singleton() is Singleton()
class Counter:
    instances = 0
    def __init__(self):
        type(self).instances += 1
class Sub(Counter):
    pass
Counter(); Sub(); Sub()
e = Counter.instances, Sub.instances
f = getattr(PPO, "run").__qualname__, PPO.run.__name__, PPO().run.__self__.__class__.__name__
