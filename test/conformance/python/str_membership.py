s = "hello world"
a = "wor" in s
b = "xyz" not in s
c = "" in s
d = [c for c in "aeiou" if c in s]
