a = "{} and {}".format("spam", "eggs")
b = "{1} and {0}".format("spam", "eggs")
c = "This {food} is {adjective}.".format(food="spam", adjective="absolutely horrible")
table = {'Sjoerd': 4127, 'Jack': 4098, 'Dcab': 8637678}
d = 'Jack: {0[Jack]:d}; Sjoerd: {0[Sjoerd]:d}; Dcab: {0[Dcab]:d}'.format(table)
e = 'Jack: {Jack:d}; Sjoerd: {Sjoerd:d}; Dcab: {Dcab:d}'.format(**table)
rows = []
for x in range(1, 11):
    rows.append('{0:2d} {1:3d} {2:4d}'.format(x, x*x, x*x*x))
f = "%s is %d years" % ("Bob", 30)
g = "%5.2f|%-5d|%05d" % (3.14159, 42, 7)
h = "%r %s" % ("x", "x")
i = "%x %o %e" % (255, 8, 12345.678)
j = "%(name)s-%(n)03d" % {"name": "id", "n": 5}
k = "{:>8.3f}".format(2.5)
l = "{0!r:>10}".format("hi")
m = "{:,}".format(1234567)
n = "%.3s" % "abcdef"
o = "%%d" % ()
p = "{:c}".format(65)
