msgs = []
def tr(f):
    try:
        f()
    except Exception as e:
        msgs.append(type(e).__name__ + ": " + str(e))
a = [1, 2, 3]
tr(lambda: a[3])
tr(lambda: a[-4])
tr(lambda: a["0"])
tr(lambda: a[1.0])
tr(lambda: a.index(9))
tr(lambda: a.remove(9))
tr(lambda: [].pop())
tr(lambda: a.pop(10))
tr(lambda: a + (4,))
tr(lambda: a + 1)
tr(lambda: a * [])
tr(lambda: sorted([1, "a"]))
tr(lambda: sorted([None, 1]))
tr(lambda: [3, 1].sort(key=1))
tr(lambda: max([]))
tr(lambda: min([], key=len))
tr(lambda: a.__setitem__(5, 0))
def ex():
    a[::2] = [1, 2, 3]
tr(ex)
def ex2():
    del a[10]
tr(ex2)
def ex3():
    x, y = a
tr(ex3)
def ex4():
    x, y, z, w = a
tr(ex4)
def ex5():
    x, = 5
tr(ex5)
def ex6():
    x, *y, z = [1]
tr(ex6)
tr(lambda: list(1))
tr(lambda: tuple(None))
tr(lambda: a[1:2:0])
tr(lambda: [1, 2] < [1, "a"])
tr(lambda: (1, 2)[5])
tr(lambda: (1, 2).index(3))
def ex7():
    t = (1, 2)
    t[0] = 5
tr(ex7)
tr(lambda: a.sort(reversed=True))
tr(lambda: list(range(3), 1))
