names = ["ann", "bob"]
names.push("cy")
