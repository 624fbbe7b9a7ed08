s = "the quick brown fox jumps over the lazy dog"
values = [s.find("the"), s.find("the", 1), s.rfind("the"), s.find("cat"), s.count("o"), s.index("fox"), s.startswith("the"), s.endswith(("cat", "dog"))]
