def sign(n):
    return "pos" if n > 0 else "zero" if n == 0 else "neg"


results = [sign(x) for x in (-3, 0, 9)]
parity = ["even" if i % 2 == 0 else "odd" for i in range(4)]
