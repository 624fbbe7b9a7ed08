inventory = {"apples": 3, "pears": 0}
def take(item, n):
    if inventory[item] < n:
        raise ValueError(f"not enough {item}: have {inventory[item]}, need {n}")
    inventory[item] -= n
take("apples", 2)
take("bananas", 1)
