print("hello", "world", sep="-", end="!\n")
print()
print(1, 2.5, None, [1, "a"], {"k": (1,)})
print("%s" % "x", f"{1 + 1}", "{}".format(3))
lines = 4
