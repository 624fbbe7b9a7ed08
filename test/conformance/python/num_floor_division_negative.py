cases = [(7, 2), (-7, 2), (7, -2), (-7, -2)]
floors = [a // b for a, b in cases]
mods = [a % b for a, b in cases]
float_floor = -7.5 // 2
float_mod = -7.5 % 2
