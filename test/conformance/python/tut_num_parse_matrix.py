out = []
def tr(f, *a):
    try:
        return repr(f(*a))
    except Exception as e:
        return type(e).__name__ + ": " + str(e)
for s in ["12", " -12 ", "+7", "0x1F", "1e3", "1.5", "  3.0  ", "inf", "-inf", "nan", "NaN", "1_000", "_1", "1__0", "0b11", "0o17", "017", "00", "0", "-0", "٣", "１２", "1e-3", ".5", "5.", "e5", "1e", "+-1", "--1", "0x", "  ", "", "1 2", "\t42\n", "infinity", "+infinity", "1.7976931348623157e309", "4.9e-324", "2e-324", "0.1e1_0", "1_0.0_1", "١٢.٥"]:
    out.append((tr(int, s), tr(float, s), tr(int, s, 0), tr(int, s, 16), tr(complex, s)))
