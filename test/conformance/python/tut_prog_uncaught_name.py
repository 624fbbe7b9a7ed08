def greet(name):
    return "Hello " + nme
msg = greet("x")
