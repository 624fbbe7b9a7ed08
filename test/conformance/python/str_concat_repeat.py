word = "Py" "thon"
s = 3 * "un" + "ium"
joined = "-".join(["a", "b", "c"])
empty = "" * 5
