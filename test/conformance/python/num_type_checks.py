values = [1, 1.0, True, "1", None, [1]]
kinds = [type(v).__name__ for v in values]
ints = [isinstance(v, int) for v in values]
numeric = [isinstance(v, (int, float)) for v in values]
