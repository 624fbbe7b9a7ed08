class Cat:
    def __init__(self, name):
        self.name = name
c = Cat("Tom")
n = c.name
c.meow()
