n = int("123456789012345678901234567890")
doubled = n * 2
text = str(n ** 2)
back = int(text) == n * n
