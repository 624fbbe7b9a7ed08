class Account:
    def __init__(self, balance):
        self.balance = balance
    def withdraw(self, amt):
        if amt > self.balance:
            raise ValueError(f"insufficient funds: {self.balance} < {amt}")
        self.balance -= amt
        return self.balance
a = Account(100)
left = a.withdraw(30)
a.withdraw(500)
