inventory = {"apples": 10, "bananas": 5}
inventory["cherries"] = 20
inventory["apples"] -= 3
inventory.update(bananas=8, dates=2)
low = [k for k, v in inventory.items() if v < 5]
total = sum(inventory.values())
report = "\n".join(f"{k}: {v}" for k, v in sorted(inventory.items()))
keys = list(inventory.keys())
vals = list(inventory.values())
first = next(iter(inventory))
nested = {"user": {"name": "Ann", "langs": ["py", "js"]}}
lang = nested["user"]["langs"][-1]
nested["user"]["langs"].append("go")
copy = dict(nested)
copy["user"]["name"] = "Bob"
shared = nested["user"]["name"]
eq = {"a": 1, "b": 2} == {"b": 2, "a": 1}
kv = list(zip(*inventory.items()))
del inventory["dates"]
rd = repr(inventory)
items_repr = repr(inventory.items())
keys_repr = repr({1: 2}.keys())
