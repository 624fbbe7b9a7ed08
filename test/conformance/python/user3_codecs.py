res = []
for b in [b'\xff', b'a\xc3', b'a\xc3(', b'\xe2\x82', b'\xe2\x82x', b'\xf0\x9f\x98', b'\xed\xa0\x80', b'\xc0\xaf', b'\x80abc', b'ab\xf5', "héllo wörld €😀".encode()]:
    try:
        res.append(b.decode())
    except UnicodeDecodeError as e:
        res.append((str(e), e.start if False else None))
    res.append((b.decode('utf-8', 'replace'), b.decode('utf-8', 'ignore'), b.decode('latin-1'), b.decode('utf-8', errors='backslashreplace')))
errs = []
for f in [lambda: 'abc'.encode('nope'), lambda: b'x'.decode('nope'), lambda: 'a€'.encode('latin-1'), lambda: 'a😀'.encode('ascii'),
          lambda: 'aéé b'.encode('ascii'), lambda: b'\xff\xfe'.decode('ascii'), lambda: 'é'.encode('ascii', 'bogus'), lambda: 'x'.encode(5)]:
    try:
        errs.append(f())
    except Exception as e:
        errs.append((type(e).__name__, str(e)))
enc = 'é€😀'.encode('ascii', 'backslashreplace'), 'é€'.encode('ascii', 'xmlcharrefreplace'), b'\xff\xfe'.decode('ascii', 'backslashreplace'), 'é'.encode('latin_1'), 'x'.encode('UTF8'), b'\xe9'.decode('ISO-8859-1')
try:
    b"\xff".decode()
except ValueError as e:
    v = type(e).__name__, isinstance(e, UnicodeError)
s = "naïve café"
roundtrip = s.encode("utf-8").decode("utf-8") == s, len(s), len(s.encode()), list(s.encode()[:4]), s.encode().hex()
