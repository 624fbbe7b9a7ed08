a = "%d items" % 5
b = "%5.2f|" % 3.14159
c = "%-6s|%6s" % ("ab", "cd")
d = "%x %o %e" % (255, 8, 12345.678)
e = "%s and %r" % ("text", "text")
f = "%(name)s is %(age)d" % {"name": "Bo", "age": 7}
g = "100%%"  % ()
