msgs = []
def tr(f):
    try:
        f()
    except Exception as e:
        msgs.append(type(e).__name__ + ": " + str(e))
tr(lambda: "{} {}".format(1))
tr(lambda: "{0} {}".format(1, 2))
tr(lambda: "{x}".format(y=1))
tr(lambda: "%d" % "a")
tr(lambda: "%s %s" % (1,))
tr(lambda: "%s" % (1, 2))
tr(lambda: format("a", "d"))
tr(lambda: format(1.5, "d"))
tr(lambda: format(3, "s"))
tr(lambda: f"{1:.2z}")
tr(lambda: "{:q}".format(1))
tr(lambda: "{".format())
tr(lambda: "}".format())
tr(lambda: "%(a)s" % {"b": 1})
tr(lambda: "%z" % 1)
tr(lambda: format(1, ",s"))
