a = "Straße".casefold()
b = "HELLO".casefold() == "hello"
