msgs = []
try:
    a, b = [1, 2, 3]
except ValueError as e:
    msgs.append(str(e))
try:
    a, b, c = [1, 2]
except ValueError as e:
    msgs.append(str(e))
try:
    a, b = 5
except TypeError as e:
    msgs.append(str(e))
