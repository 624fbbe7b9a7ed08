b = b"hello"
a = b[0], b[1:3], b.upper(), b.find(b"l"), len(b)
c = bytes(range(5))
d = bytearray(b"abc")
d[0] = 65
d.append(68)
dd = bytes(d)
e = b"a,b".split(b",")
f = b"x" * 3
g = b"abc" + b"def"
h = b"hello world".replace(b"world", b"there")
i = "é".encode("utf-8"), "é".encode("latin-1")
j = b"\xc3\xa9".decode("utf-8")
k = list(b"hi")
l = bytes.fromhex("deadbeef").hex()
m = b"abc" == b"abc", b"a" < b"b"
n = repr(bytes([0, 10, 13, 92, 39]))
o = b"  pad  ".strip()
p = int.from_bytes(b"\x00\x01", "little")
q = (1024).to_bytes(2, "little")
