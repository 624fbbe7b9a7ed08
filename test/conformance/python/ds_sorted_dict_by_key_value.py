stock = {"pear": 3, "apple": 10, "fig": 3, "kiwi": 0}
by_key = dict(sorted(stock.items()))
by_value = sorted(stock.items(), key=lambda kv: kv[1])
by_value_desc_name = sorted(stock, key=lambda k: (-stock[k], k))
nonzero = {k: v for k, v in stock.items() if v}
