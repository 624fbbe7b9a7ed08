class Dog:
    tricks = []

    def __init__(self, name):
        self.name = name

    def add_trick(self, trick):
        self.tricks.append(trick)


d = Dog("Fido")
e = Dog("Buddy")
d.add_trick("roll over")
e.add_trick("play dead")
shared = d.tricks


class GoodDog:
    def __init__(self, name):
        self.name = name
        self.tricks = []

    def add_trick(self, trick):
        self.tricks.append(trick)


g = GoodDog("Fido")
h = GoodDog("Buddy")
g.add_trick("roll over")
h.add_trick("play dead")
separate = (g.tricks, h.tricks)
