def greet(name, greeting):
    return f"{greeting}, {name}"
a = greet("x", "hi")
b = greet("y")
