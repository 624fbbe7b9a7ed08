class Dog:
    kind = "canine"

    def __init__(self, name):
        self.name = name


d = Dog("Fido")
e = Dog("Buddy")
kinds = (d.kind, e.kind)
names = (d.name, e.name)
d.kind = "wolf"
after = (d.kind, e.kind, Dog.kind)
