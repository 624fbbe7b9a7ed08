inventory = {"apples": 3, "pears": 0, "plums": 5}
for item, qty in inventory.items():
    if qty == 0:
        missing = item
        break
else:
    missing = None
