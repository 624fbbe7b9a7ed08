s = "hello"
pos = s.index("z")
