class MyClass:
    """A simple example class"""

    i = 12345

    def f(self):
        return "hello world"


x = MyClass()
a = x.i
b = x.f()
doc = MyClass.__doc__
name = MyClass.__name__
