big = 2 ** 1024
try:
    float(big)
except OverflowError as e:
    msg = str(e)
ok = float(2 ** 53) == 2 ** 53
