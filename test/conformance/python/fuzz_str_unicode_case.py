s = "ünïcödé straße ǅemal 日本語 ﬁx"
values = [s.upper(), s.lower(), s.title(), s.capitalize(), "ß".upper(), "İ".lower(), len("İ".lower())]
checks = [s.isalpha(), s.isupper(), s.islower(), "ünï".isalpha(), "日本".isalpha(), "ÉCOLE".isupper(), "ünï".islower()]
