items = ["a", "b"]
where = items.index("c")
