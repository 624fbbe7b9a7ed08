config = {"host": "h", "port": 80, "debug": True}
match config:
    case {"host": host, "port": int(port), **options}:
        url = f"{host}:{port}"
point = (1, 2, 3)
match point:
    case (x, *yz):
        pass
match "abc":
    case str() as text:
        pass
nested = [[1, 2], [3, [4, 5]]]
match nested:
    case [[a, b], [c, [d, e]]]:
        flat = [a, b, c, d, e]
