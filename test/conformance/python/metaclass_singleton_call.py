class Singleton(type):
    _instances = {}
    def __call__(cls, *args, **kwargs):
        if cls not in cls._instances:
            cls._instances[cls] = super().__call__(*args, **kwargs)
        return cls._instances[cls]
class Config(metaclass=Singleton):
    def __init__(self, value=0):
        self.value = value
a = Config(1)
b = Config(2)
same = a is b
v = b.value
n = len(Singleton._instances)
