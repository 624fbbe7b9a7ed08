a = "py" "thon"
b = "a" * 3 + "b" * 0 + "c" * -1
c = "He said \"hi\"\tand left\\"
d = r"C:\new\table"
e = """multi
line"""
f = repr("it's"), repr('say "x"'), repr("both ' and \""), repr("\n\t\\"), repr("\x00\x7f"), repr("é"), repr("\u200b")
g = "abc" < "abd", "Z" < "a", "abc" < "ab", [ord(ch) for ch in "Az"], chr(9731), "a" in "cat", "" in "x", "at" not in "cat"
h = len("héllo"), "straße".upper(), str(123) + str(4.0), str([1, "a"]), str((1,)), str({"k": [1]}), str({1, }), str(None)
i = sorted("hello"), list("hi"), max("apple"), min("apple", "Banana"), sorted(["b", "A", "a", "B"]), sorted(["b", "A", "a"], key=str.lower)
j = "%s" % "x", "a%sb" % "", "{0:{1}}".format("x", 3)
k = "one two three".split(maxsplit=1), "a  b".split(" "), "1\t2\n3".split(), "abc".split("abc")
