values = [0.5, 1.5, 2.5, -0.5, -1.5, 3.5, 4.5]
rounded = [round(v) for v in values]
types = sorted({type(round(v)).__name__ for v in values})
