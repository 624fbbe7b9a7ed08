nums = range(-3, 4)
clipped = [n if n > 0 else 0 for n in nums]
labels = {n: ("even" if n % 2 == 0 else "odd") for n in range(4)}
words = ["Hello", "World", "in", "a", "frame"]
caps = [w.upper() if len(w) > 2 else w for w in words]
