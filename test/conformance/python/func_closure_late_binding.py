funcs = [lambda: i for i in range(3)]
late = [f() for f in funcs]
fixed = [lambda i=i: i for i in range(3)]
early = [f() for f in fixed]
