class Weird:
    def __eq__(self, other):
        return "yes"


r = Weird() == 1
t = bool(Weird() == 1)
n = Weird() != 1
