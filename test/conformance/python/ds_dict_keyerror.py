prices = {"apple": 1.25, "pear": 0.75}
cost = prices["banana"]
