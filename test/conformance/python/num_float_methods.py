a = (2.5).is_integer()
b = (3.0).is_integer()
c = (0.5).as_integer_ratio()
d = (7.25).hex()
