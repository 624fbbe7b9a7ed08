import sys
major = sys.version_info.major
ok = sys.version_info >= (3, 6)
mx = sys.maxsize
lim = sys.getrecursionlimit()
tn = type(sys.argv).__name__
sys.stdout.write("hello\n")
print("x", file=sys.stderr)
bo = sys.byteorder
fmax = sys.float_info.max
eps = sys.float_info.epsilon
vi = sys.version_info[:2] >= (3, 0)
mods = "sys" in sys.modules
