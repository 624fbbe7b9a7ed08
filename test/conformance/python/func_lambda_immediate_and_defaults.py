a = (lambda: 42)()
b = (lambda x, y=10: x * y)(3)
c = (lambda *args, **kw: (args, sorted(kw)))(1, 2, z=3, a=4)
d = [(lambda n: n * n)(k) for k in range(4)]
compose = lambda f, g: lambda x: f(g(x))
e = compose(str, abs)(-5)
