class Config:
    base = 10
    doubled = base * 2
    names = [n for n in ["a", "b"]]

    def get(self):
        return self.doubled


v = Config().get()
names = Config.names
