def classify(x):
    if x < 0:
        x = 0
        return "Negative changed to zero"
    elif x == 0:
        return "Zero"
    elif x == 1:
        return "Single"
    else:
        return "More"


results = [classify(v) for v in [-5, 0, 1, 42]]
