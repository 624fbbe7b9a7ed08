msgs = []
for a, b in [(1, 0), (1.0, 0), (1, 0.0), (5, 0)]:
    try:
        a / b
    except ZeroDivisionError as e:
        msgs.append(str(e))
    try:
        a // b
    except ZeroDivisionError as e:
        msgs.append(str(e))
    try:
        a % b
    except ZeroDivisionError as e:
        msgs.append(str(e))
    try:
        divmod(a, b)
    except ZeroDivisionError as e:
        msgs.append(str(e))
try:
    0 ** -1
except ZeroDivisionError as e:
    msgs.append(str(e))
try:
    0.0 ** -1
except ZeroDivisionError as e:
    msgs.append(str(e))
dm = [divmod(7, 3), divmod(-7, 3), divmod(7, -3), divmod(7.5, 2), divmod(-7.5, 2)]
