class Animal:
    def __init__(self, name):
        self.name = name

    def speak(self):
        return "..."

    def describe(self):
        return f"{self.name} says {self.speak()}"


class Dog(Animal):
    def speak(self):
        return "Woof"


class Puppy(Dog):
    def __init__(self, name, age):
        super().__init__(name)
        self.age = age

    def speak(self):
        return super().speak().lower() + "!"


results = [Animal("generic").describe(), Dog("Rex").describe(), Puppy("Bit", 1).describe()]
checks = [isinstance(Puppy("x", 1), Animal), issubclass(Dog, Puppy), issubclass(bool, int)]
