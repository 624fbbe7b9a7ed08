class Car:
    def __init__(self):
        self.speed = 0


car = Car()
car.speed = 10
v = car.velocity
