s = "banana"
r = [s.find("an"), s.rfind("an"), s.find("x"), s.index("n"), s.rindex("n"), s.count("a"), s.count("an"), s.count(""), s.find("a", 2), s.find("a", 2, 3),
     s.replace("a", "o"), s.replace("a", "o", 2), s.replace("", "-"), s.startswith("ba"), s.startswith(("x", "b")), s.endswith("na", 0, 4), s.startswith("n", 2),
     "abc".isalpha(), "abc1".isalnum(), "123".isdigit(), "12.3".isdigit(), "  ".isspace(), "".isspace(), "Title Case".istitle(), "abc".islower(), "ABC".isupper(), "a1".isupper(),
     "½".isnumeric(), "½".isdigit(), "²".isdigit(), "²".isdecimal(), "is_ok".isidentifier(), "1x".isidentifier(), "tab\there".expandtabs(4), "abc".removeprefix("a"), "abc".removesuffix("bc"),
     "-".join(["a", "b"]), "".join(reversed("abc")), "x".join("123"), "ß".upper(), "İ".lower().__len__(), "abc"[::-1], "hello"[1:4], "hello"[-3:], "hello"[::2], "hello"[10:], "hello"[-10:2]]
t = str.maketrans("abc", "xyz", "d")
tr = "abcd".translate(t)
t2 = "hello".translate({ord("l"): None, ord("h"): "J"})
