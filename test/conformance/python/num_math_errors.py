import math

try:
    math.sqrt(-1)
except ValueError as e:
    msg = str(e)
lg = math.log(8, 2)
lg10 = math.log10(1000)
