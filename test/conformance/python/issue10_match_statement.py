def describe(cmd):
    match cmd:
        case ["go", direction]:
            return f"going {direction}"
        case ["stop"]:
            return "stopping"
        case {"op": op}:
            return f"op {op}"
        case int(n) if n > 10:
            return "big number"
        case _:
            return "unknown"


results = [describe(["go", "north"]), describe(["stop"]), describe({"op": "add"}), describe(42), describe(3)]
