class Acc:
    def __init__(self):
        self.total = 0

    def __iadd__(self, x):
        self.total += x
        return self


a = Acc()
alias = a
a += 5
a += 10
same = a is alias
total = alias.total
