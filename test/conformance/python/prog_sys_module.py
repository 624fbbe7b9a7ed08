import sys

limit = sys.getrecursionlimit()
big = sys.maxsize
version_ok = sys.version_info >= (3, 8)
