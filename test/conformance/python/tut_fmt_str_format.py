class P:
    def __init__(self):
        self.x = 1
        self.items = [10, 20]
p = P()
d = {"a": 1, "k": "v"}
r = ["{} {}".format(1, 2), "{1} {0} {1}".format("a", "b"), "{name}!".format(name="Bob"), "{0.x} {0.items[1]}".format(p),
     "{d[a]} {d[k]}".format(d=d), "{:>{w}}".format("z", w=4), "{{literal}} {}".format(5), "{0!r} {0!s}".format("q"),
     "{:.3}".format("abcdef"), "{:,}".format(10**9), "{!a}".format("é")]
m = "%(a)s and %(k)r" % d
m2 = "%s %s" % ("x", [1, 2])
m3 = "%c%c" % (72, "i")
m4 = "%5s|%-5s|%.2s" % ("ab", "cd", "efg")
m5 = "%d%%" % 50
m6 = "%i %u" % (3.9, -2)
m7 = "%r" % ("s",)
m8 = "%+.3e %G %g" % (1234.5, 1e-10, 0.00001)
m9 = "%#x %#o %X" % (255, 8, 255)
