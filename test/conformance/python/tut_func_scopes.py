x = "global"
def read_global():
    return x
def shadow():
    x = "local"
    return x
def modify():
    global x
    x = "modified"
def make():
    y = 1
    def a():
        nonlocal y
        y += 1
        return y
    def b():
        return y
    return a, b
a, b = make()
res = [read_global(), shadow(), x]
modify()
res.append(x)
res.append((a(), b(), a(), b()))
counter = 0
def incr_no_global():
    try:
        counter += 1
    except UnboundLocalError as e:
        return str(e)
res.append(incr_no_global())
def class_scope():
    v = 10
    class K:
        v = 20
        w = v + 1
        def m(self):
            return v
    return K.w, K().m()
res.append(class_scope())
def gen_scope():
    n = 3
    return [n * i for i in range(n)]
res.append(gen_scope())
def default_eval():
    return [(lambda i=i: i)() for i in range(3)]
res.append(default_eval())
del x
def after_del():
    try:
        return x
    except NameError as e:
        return str(e)
res.append(after_del())
