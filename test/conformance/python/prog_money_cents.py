prices = [19.99, 5.01, 0.1, 0.2]
float_total = sum(prices)
cents_total = sum(round(p * 100) for p in prices)
as_text = f"${cents_total // 100}.{cents_total % 100:02d}"
naive = f"{float_total:.2f}"
split = [cents_total // 3] * 3
split[0] += cents_total - sum(split)
