msgs = []
for op in ["/", "//", "%"]:
    try:
        if op == "/":
            1 / 0
        elif op == "//":
            1 // 0
        else:
            1 % 0
    except ZeroDivisionError as e:
        msgs.append(str(e))
try:
    1.0 / 0
except ZeroDivisionError as e:
    msgs.append(str(e))
