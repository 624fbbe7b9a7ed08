inventory = {"apples": 10, "bananas": 0, "cherries": 25}
orders = [("apples", 3), ("bananas", 1), ("cherries", 30), ("durian", 1), ("apples", 7)]
filled, rejected = [], []
for item, qty in orders:
    stock = inventory.get(item)
    if stock is None:
        rejected.append((item, "unknown item"))
    elif stock < qty:
        rejected.append((item, f"only {stock} left"))
    else:
        inventory[item] = stock - qty
        filled.append(item)
out_of_stock = sorted(k for k, v in inventory.items() if v == 0)
