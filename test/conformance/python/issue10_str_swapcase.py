s = "Hello World 123".swapcase()
