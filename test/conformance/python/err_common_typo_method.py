names = ["ann", "bob"]
names.add("cy")
