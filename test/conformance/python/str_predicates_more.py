values = [
    "tab\tx".isprintable(),
    "abc".isprintable(),
    "abc".isascii(),
    "é".isascii(),
    "Ab Cd".istitle(),
    "ab Cd".istitle(),
    ascii("é☕"),
    ascii([1, "ü"]),
]
