s = "xxhixx"
values = [s.strip("x"), s.lstrip("x"), s.rstrip("x"), "42".zfill(5), "-42".zfill(5), "ab".center(6, "*"), "ab".ljust(4) + "|", "ab".rjust(4, "."), "www.example.com".strip("cmowz.")]
