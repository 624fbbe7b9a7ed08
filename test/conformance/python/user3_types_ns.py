from types import SimpleNamespace
import types
cfg = SimpleNamespace(lr=0.001, epochs=10, name="run")
cfg.batch = 32
a = repr(cfg), cfg.lr, vars(cfg), cfg == SimpleNamespace(lr=0.001, epochs=10, name="run", batch=32), cfg != SimpleNamespace()
b = sorted(vars(cfg)), getattr(cfg, "missing", None), hasattr(cfg, "lr"), str(SimpleNamespace())
del cfg.batch
c = repr(cfg), cfg.__dict__
try:
    cfg.nope
except AttributeError as e:
    d = str(e)
try:
    hash(cfg)
except TypeError as e:
    e1 = str(e)
nested = SimpleNamespace(model=SimpleNamespace(dim=4), data=[1, 2])
f = repr(nested), nested.model.dim
def g(): yield 1
h = isinstance(g(), types.GeneratorType), isinstance(lambda: 0, types.FunctionType), isinstance(len, types.BuiltinFunctionType), type(None) is types.NoneType
class A:
    pass
obj = A()
def hello(self):
    return "hi from " + type(self).__name__
obj.hello = types.MethodType(hello, obj)
i = obj.hello(), isinstance(types, types.ModuleType), isinstance(A().__init__, types.MethodType) if False else None
class Cfg(SimpleNamespace):
    def double(self):
        return self.x * 2
j = repr(Cfg(x=2)), Cfg(x=2).double()
try:
    SimpleNamespace(1)
except TypeError as e:
    k = str(e)
l = SimpleNamespace(**{"a": 1, "b": [1]})
l.b.append(2)
m = repr(l), SimpleNamespace(a=1) == SimpleNamespace(a=1.0)
