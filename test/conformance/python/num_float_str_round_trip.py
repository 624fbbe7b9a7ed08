values = [0.1 + 0.2, 1 / 3, 2.5, 1e-10, 123.456]
roundtrip = [float(repr(v)) == v for v in values]
strs = [str(round(v, 4)) for v in values]
fixed = ["%.3f" % v for v in values]
