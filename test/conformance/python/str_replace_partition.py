s = "one two one two"
a = s.replace("one", "1")
b = s.replace("one", "1", 1)
c = "key=value=more".partition("=")
d = "key=value=more".rpartition("=")
e = "nothing".partition(":")
f = "prefix_name".removeprefix("prefix_")
g = "file.txt".removesuffix(".txt")
