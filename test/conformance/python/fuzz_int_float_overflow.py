msgs = []
big = 10 ** 400
for label in ["mul", "div", "add", "float", "floordiv", "truediv_small"]:
    try:
        if label == "mul":
            r = big * 0.5
        elif label == "div":
            r = big / 3
        elif label == "add":
            r = big + 1.0
        elif label == "float":
            r = float(big)
        elif label == "floordiv":
            r = big // 2.5
        else:
            r = 1 / big
        msgs.append((label, r))
    except OverflowError as e:
        msgs.append((label, str(e)))
compare = (big > 1e308, -big < float("-inf"), big == float("inf"))
exact = (10 ** 30 + 1) / 10 ** 30
