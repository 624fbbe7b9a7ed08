tel = {"jack": 4098, "sape": 4139}
tel["guido"] = 4127
jack = tel["jack"]
del tel["sape"]
tel["irv"] = 4127
keys = list(tel)
ordered = sorted(tel)
has_guido = "guido" in tel
no_jack = "jack" not in tel
