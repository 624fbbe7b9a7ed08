a = "apple" < "banana"
b = "Zebra" < "apple"
c = "abc" < "abd"
d = "ab" < "abc"
e = sorted(["b", "B", "a", "A", "_", "1"])
f = "a" * 3 == "aaa"
