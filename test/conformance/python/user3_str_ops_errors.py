errs = []
for f in [lambda: "a" + 1, lambda: 1 + "a", lambda: "a" * "b", lambda: "a" - "b", lambda: "abc"[5],
          lambda: "abc".foo, lambda: int("abc"), lambda: float("x1"), lambda: "a" < 1, lambda: "x".join([1, 2]),
          lambda: "abc".split(""), lambda: "a".center(5, "ab"), lambda: ord("ab"), lambda: chr(-1),
          lambda: "abc"[1.0], lambda: "x".replace(1, 2), lambda: str.upper(1), lambda: "s".startswith(["a"]),
          lambda: "{} {}".format(1), lambda: "{0} {}".format(1, 2), lambda: "{x}".format(y=1), lambda: "{:d}".format("s"),
          lambda: "{:.2f}".format("s"), lambda: f"{'x':>{'a'}}", lambda: "%d" % None, lambda: int("1_000_"),
          lambda: int("12", 1), lambda: int(" 0x1f ", 16), lambda: "abc".encode("nope")]:
    try:
        errs.append(repr(f()))
    except Exception as e:
        errs.append(f"{type(e).__name__}: {e}")
