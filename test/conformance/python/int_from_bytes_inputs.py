# int.from_bytes as CPython 3.11 takes its arguments: any iterable of ints in range(0, 256), byteorder a str that is big or little (default big).
a = int.from_bytes([1, 2], "big")
b = int.from_bytes(bytearray(b"\x00\x10"), byteorder="little")
c = int.from_bytes(b"\xff", "big", signed=True)
d = int.from_bytes((255, 0), "little")
msgs = []
for args in [([256], "big"), (b"\x01", "middle"), (b"\x01", 5), ("ab", "big"), (3, "big")]:
    try:
        int.from_bytes(*args)
    except Exception as e:
        msgs.append(f"{type(e).__name__}: {e}")
e = int.from_bytes(b"\x01\x00")
