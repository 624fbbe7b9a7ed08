def handle(event):
    match event:
        case {"type": "click", "pos": [x, y]}:
            return ("click", x, y)
        case {"type": "key", "key": k, **rest}:
            return ("key", k, sorted(rest.items()))
        case {"type": t}:
            return ("unknown type", t)
        case {}:
            return "any mapping"
        case _:
            return "not a mapping"


results = [
    handle({"type": "click", "pos": [1, 2]}),
    handle({"type": "click", "pos": [1, 2], "extra": 0}),
    handle({"type": "key", "key": "a", "mods": ["shift"], "time": 3}),
    handle({"type": "key", "key": "b"}),
    handle({"type": "scroll"}),
    handle({"pos": 1}),
    handle({}),
    handle([("type", "click")]),
    handle("type"),
]
