fruits = ["orange", "apple", "pear", "banana", "kiwi", "apple", "banana"]
c = fruits.count("apple")
i = fruits.index("banana")
j = fruits.index("banana", 4)
fruits.reverse()
rev = fruits[:]
fruits.append("grape")
fruits.sort()
srt = fruits[:]
popped = fruits.pop()
fruits.insert(0, "fig")
fruits.remove("apple")
fruits.extend(["x", "y"])
fruits.clear()
