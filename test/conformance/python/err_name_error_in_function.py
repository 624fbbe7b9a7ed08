def total_price(items):
    result = 0
    for item in items:
        result += item["price"] * quantity
    return result


cost = total_price([{"price": 3}])
