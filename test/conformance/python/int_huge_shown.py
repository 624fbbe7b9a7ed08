# An int too long for Python to print may still be held: the trace shows it without failing the run.
x = 10**5000
neg = -x
ys = [x, 1]
shown = True
del x, neg, ys
