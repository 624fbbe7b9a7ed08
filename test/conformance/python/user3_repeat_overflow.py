res = []
for f in [lambda: [0]*(10**20), lambda: (1,)*(2**63), lambda: "x"*(2**63-1), lambda: b"x"*(10**20), lambda: [0]*(-10**20), lambda: len(b"ab" * 3), lambda: "" * (2**64), lambda: b"" * -1]:
    try:
        res.append(len(f()) if not isinstance(f(), int) else f())
    except Exception as e:
        res.append((type(e).__name__, str(e)))
