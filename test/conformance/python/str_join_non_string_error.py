parts = ["a", 1, "b"]
s = ", ".join(parts)
