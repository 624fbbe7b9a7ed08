prices = {"a": 3, "b": None, "c": 4}
total = 0
for name, price in prices.items():
    total += price
