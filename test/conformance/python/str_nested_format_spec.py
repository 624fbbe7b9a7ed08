value = 3.14159
width = 10
precision = 3
a = f"{value:{width}.{precision}f}|"
b = "{:{}.{}f}|".format(value, 8, 2)
c = f"{'left':<{width}}|"
d = f"{42:{'>'}{6}}"
