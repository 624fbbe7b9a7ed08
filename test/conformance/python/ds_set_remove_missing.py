s = {"a", "b"}
s.remove("c")
