class Greeter:
    def greet(self, name, punct):
        return f"hi {name}{punct}"


g = Greeter()
ok = g.greet("a", "!")
bad = g.greet("a")
