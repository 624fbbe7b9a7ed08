msgs = []
for obj, attr in [(5, "append"), ("s", "push"), ([], "length"), (None, "x"), ({}, "has_key")]:
    try:
        getattr(obj, attr)
    except AttributeError as e:
        msgs.append(str(e))
