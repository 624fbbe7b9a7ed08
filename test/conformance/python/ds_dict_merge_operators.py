a = {"x": 1, "y": 2}
b = {"y": 20, "z": 30}
merged = a | b
a |= {"w": 0}
unpacked = {**b, **a}
