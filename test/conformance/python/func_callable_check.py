def f():
    pass


class C:
    def __call__(self):
        return "called"


checks = [callable(f), callable(C), callable(C()), callable(5), callable("s")]
r = C()()
