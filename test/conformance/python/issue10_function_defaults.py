def greet(name, greeting="hello", punct="!"):
    return f"{greeting}, {name}{punct}"


defaults = greet.__defaults__
