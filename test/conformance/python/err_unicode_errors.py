r = []
try:
    b"\xff\xfe".decode("utf-8")
except UnicodeDecodeError as e:
    r.append((str(e), e.encoding, e.start, e.end, e.reason, e.object, type(e).__name__, e.args))
try:
    "é".encode("ascii")
except UnicodeEncodeError as e:
    r.append((str(e), e.encoding, e.start, e.end, e.reason, e.object, e.args))
e1 = UnicodeDecodeError("utf-8", b"\xff\xff", 0, 2, "bad")
e2 = UnicodeEncodeError("ascii", "éé", 0, 2, "nope")
e3 = UnicodeDecodeError("utf-8", b"\xff", 0, 1, "invalid start byte")
r.append([str(e1), str(e2), str(e3), repr(e3), e3.object])
try:
    raise e3
except ValueError as e:
    r.append(str(e))
for data, enc in [(b"abc\xe9", "ascii"), (b"\xe2\x82", "utf-8"), (b"a\xc3(", "utf-8"), (b"\xf0\x9f\x98", "utf-8")]:
    try:
        data.decode(enc)
    except UnicodeDecodeError as e:
        r.append((str(e), e.start, e.end, e.args[4]))
for text, enc in [("a€b", "latin-1"), ("ab😀", "ascii"), ("éé!", "ascii")]:
    try:
        text.encode(enc)
    except UnicodeEncodeError as e:
        r.append((str(e), e.start, e.end, e.object))
r.append(b"a\xffb".decode("utf-8", errors="replace"))
try:
    UnicodeDecodeError("x")
except TypeError as e:
    r.append(str(e))
