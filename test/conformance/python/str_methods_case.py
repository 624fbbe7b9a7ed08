s = "hello World"
values = [s.upper(), s.lower(), s.title(), s.capitalize(), s.swapcase(), "ÉCOLE".lower()]
checks = ["abc".isalpha(), "abc1".isalnum(), "123".isdigit(), "  ".isspace(), "Title Case".istitle(), "UP".isupper(), "low".islower()]
