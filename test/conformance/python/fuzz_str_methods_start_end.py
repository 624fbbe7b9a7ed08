s = "hello world, hello"
values = [
    s.count("l", 1, -1),
    s.count("l", 5),
    s.find("l", -4),
    s.find("o", 5, 9),
    s.rfind("l", 0, 5),
    s.rfind("hello", -8),
    s.index("o", 5),
    s.startswith("l", 2),
    s.startswith(("x", "wor"), 6),
    s.endswith("o", 0, 5),
    s.endswith("world", 0, 11),
    "aaaa".count("aa"),
    "abc".find("", 5),
    "abc".count("", 1),
]
