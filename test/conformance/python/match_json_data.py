records = [
    {"type": "user", "name": "ann", "tags": ["admin", "dev"]},
    {"type": "user", "name": "bob", "tags": []},
    {"type": "group", "members": [{"name": "c"}, {"name": "d"}]},
    {"type": "event", "at": 5, "data": {"kind": "login", "ok": True}},
    {"type": "event", "at": 6, "data": {"kind": "login", "ok": False}},
    {"type": "event", "at": 7, "data": None},
    ["not", "a", "record"],
]
out = []
for r in records:
    match r:
        case {"type": "user", "name": str(name), "tags": ["admin", *_]}:
            out.append(f"admin {name}")
        case {"type": "user", "name": name, "tags": []}:
            out.append(f"untagged {name}")
        case {"type": "group", "members": [{"name": first}, *others]}:
            out.append(("group", first, len(others)))
        case {"type": "event", "data": {"kind": "login", "ok": True as ok}, "at": int(at)}:
            out.append(("login", at, ok))
        case {"type": "event", "data": {"ok": False}}:
            out.append("failed")
        case {"type": "event", "data": None}:
            out.append("no data")
        case [*words]:
            out.append(" ".join(words))
