rows = [("apple", 1.5, 10), ("kiwi", 0.25, 200), ("watermelon", 3.0, 7)]
lines = [f"{name:<10}|{price:>6.2f}|{qty:^5}" for name, price, qty in rows]
header = f"{'Name':<10}|{'Price':>6}|{'Qty':^5}"
