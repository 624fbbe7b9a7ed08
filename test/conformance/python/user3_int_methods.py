a = (255).to_bytes(2, "little"), (1024).to_bytes(4, byteorder="big"), int.from_bytes(b"\xff\xff", "big", signed=True), (-2).to_bytes(2, "big", signed=True)
b = (10).bit_count() if hasattr(int, "bit_count") else None, (0).bit_length(), (2 ** 100).bit_length(), int("101", 2), int("  -0x1A  ", 16), int("0x1A", 0), int("017", 8)
c = (7).__floordiv__(2), (7).__rtruediv__(14), (3).conjugate(), (3).numerator, (3).denominator, (6).as_integer_ratio()
d = 10 ** 18 + 1, (10 ** 18 + 1) * 3, 2 ** 64 - 1, -(2 ** 63), 12345678901234567890 % 97, 3 ** 40 // 7 ** 10
e = int("٣"), float("١.٥") if False else None, int("1" * 20), str(2 ** 100)
try:
    int("")
except ValueError as ex:
    f = str(ex)
try:
    (256).to_bytes(1, "big")
except OverflowError as ex:
    g = str(ex)
try:
    int("9", 8)
except ValueError as ex:
    h = str(ex)
try:
    int(None)
except TypeError as ex:
    i = str(ex)
try:
    int([1])
except TypeError as ex:
    j = str(ex)
k = bool(0), bool(-1), int(True) + 1, True & False, True | False, True ^ True, -True, ~True
l = 5 // 0.5, 5 % 0.3, 2 ** 10 == 1024.0, 1 == 1.0 == True, hash(1) == hash(True)
m = format(1234567, ","), format(-1, "b"), format(10, "x"), format(10, "#X"), format(3, "03"), format(7, "+")
