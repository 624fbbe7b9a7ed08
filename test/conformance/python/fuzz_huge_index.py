items = [1, 2, 3]
msgs = []
for action in ["get", "set", "del", "pop", "insert", "str"]:
    try:
        if action == "get":
            items[2 ** 64]
        elif action == "set":
            items[-(2 ** 70)] = 0
        elif action == "del":
            del items[2 ** 64]
        elif action == "pop":
            items.pop(2 ** 64)
        elif action == "insert":
            items.insert(2 ** 64, 4)
        else:
            "abc"[10 ** 20]
    except (IndexError, OverflowError) as e:
        msgs.append(f"{type(e).__name__}: {e}")
sliced = items[2 ** 64 :]
