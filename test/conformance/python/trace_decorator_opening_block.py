def deco(f):
    return f
def d2(a):
    return deco
def a1(func):
    @deco
    @d2(1)
    def wrapper():
        return 1
    @deco
    def w2():
        return 1
    return wrapper
def a2(n):
    if n:
        @deco
        def wrapper():
            return 1
    return 2
class K:
    @deco
    def m(self):
        pass
def a3():
    @deco
    class C:
        pass
    return C
def a4(
    x,
):
    @deco
    def w():
        pass
a1(1)
a2(1)
a3()
a4(1)
