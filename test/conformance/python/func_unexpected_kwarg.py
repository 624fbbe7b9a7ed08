def greet(name):
    return "hi " + name


s = greet(nme="bob")
