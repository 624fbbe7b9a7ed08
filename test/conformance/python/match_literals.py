def kind(x):
    match x:
        case 0:
            return "zero"
        case 1:
            return "one"
        case -1:
            return "minus one"
        case 2.5:
            return "two and a half"
        case -0.5:
            return "minus half"
        case "hello":
            return "greeting"
        case "a" "b":
            return "concatenated"
        case 0x10:
            return "sixteen"
        case 1_000:
            return "thousand"
        case _:
            return "other"


results = [kind(v) for v in (0, 1, -1, 2.5, -0.5, "hello", "ab", 16, 1000, 3, 1.0, 0.0, "x")]
