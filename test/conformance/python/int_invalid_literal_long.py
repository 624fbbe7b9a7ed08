# int() of a long invalid literal: CPython shows what it was given with %.200R (its repr, str or
# bytes, cut after 200 characters). Found by the program fuzzer.
msgs = []
for t in ["2" * 300, "é" * 250, "a\nb" * 100, "12x", b"2" * 300, b"9z"]:
    try:
        int(t, 2)
    except ValueError as e:
        msgs.append(str(e))
try:
    int(str(abs(int(1e300))), 2)
except ValueError as e:
    big = str(e)
