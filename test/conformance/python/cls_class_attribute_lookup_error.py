class Robot:
    def __init__(self, name):
        self.name = name

    def greet(self):
        return "I am " + self.nmae


r = Robot("R2")
g = r.greet()
