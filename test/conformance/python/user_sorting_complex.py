records = [
    {"name": "apple", "cat": "fruit", "price": 1.2, "stock": 5},
    {"name": "kale", "cat": "veg", "price": 2.5, "stock": 0},
    {"name": "banana", "cat": "fruit", "price": 0.5, "stock": 12},
    {"name": "carrot", "cat": "veg", "price": 0.8, "stock": 7},
    {"name": "cherry", "cat": "fruit", "price": 3.0, "stock": 5},
]
by_cat_price = [r["name"] for r in sorted(records, key=lambda r: (r["cat"], -r["price"]))]
by_stock_name = [r["name"] for r in sorted(records, key=lambda r: (-r["stock"], r["name"]))]
in_stock = sorted((r for r in records if r["stock"]), key=lambda r: r["price"], reverse=True)
names = [r["name"] for r in in_stock]
from itertools import groupby
from operator import itemgetter
grouped = {k: [r["name"] for r in g] for k, g in groupby(sorted(records, key=itemgetter("cat")), key=itemgetter("cat"))}
cheapest = min(records, key=itemgetter("price"))["name"]
totals = {}
for r in records:
    totals[r["cat"]] = totals.get(r["cat"], 0) + r["price"] * r["stock"]
rounded = {k: round(v, 2) for k, v in totals.items()}
rank = {r["name"]: i for i, r in enumerate(sorted(records, key=itemgetter("price")), 1)}
words = ["banana", "Apple", "cherry", "apple", "Banana"]
ci = sorted(words, key=lambda w: (w.lower(), w))
by_len_desc = sorted(words, key=len, reverse=True)
nums = [5, -3, 2, -8, 0]
abs_sorted = sorted(nums, key=abs)
neg_first = sorted(nums, key=lambda n: (n >= 0, n))
