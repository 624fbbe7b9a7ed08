kinds = [type(iter(x)).__name__ for x in ["abc", "日本", "", [1], (1,), {"k": 1}, {1}, range(3)]]
views = [type(v).__name__ for v in ({}.keys(), {}.values(), {}.items())]
others = [type(x).__name__ for x in (zip(), map(str, []), filter(None, []), enumerate([]), reversed([]), reversed(range(2)))]
held = [iter("abc"), iter("é")]
