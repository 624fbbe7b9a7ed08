class Validated(type):
    def __new__(mcs, name, bases, ns):
        for k, v in ns.items():
            if k.startswith('check_') and not callable(v):
                raise TypeError(f'{k} must be callable')
        return super().__new__(mcs, name, bases, ns)
class Good(metaclass=Validated):
    def check_a(self):
        return True
try:
    class Bad(metaclass=Validated):
        check_b = 5
except TypeError as e:
    msg = str(e)
ok = Good().check_a()
