def show(**kw):
    return list(kw.items())


result = show(z=1, a=2, m=3)
