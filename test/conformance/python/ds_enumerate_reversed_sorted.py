basket = ["apple", "orange", "apple", "pear", "orange", "banana"]
uniq = [f for f in sorted(set(basket))]
rev = [i for i in reversed(range(1, 10, 2))]
indexed = [(i, f) for i, f in enumerate(basket) if f.startswith("a")]
