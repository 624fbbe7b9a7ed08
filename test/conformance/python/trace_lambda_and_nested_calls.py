square = lambda v: v * v
apply = lambda f, v: f(v)
r = apply(square, apply(square, 2))
names = sorted(["b", "a"], key=lambda s: s)
