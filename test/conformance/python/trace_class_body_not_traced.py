class A:
    x = 1
    y = x + 1

    def m(self):
        return self.y

    z = [i for i in range(2)]


v = A().m()
