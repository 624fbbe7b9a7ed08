class BankAccount:
    interest = 0.02
    def __init__(self, owner, balance=0):
        self.owner = owner
        self.balance = balance
        self.history = []
    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("Deposit must be positive")
        self.balance += amount
        self.history.append(("deposit", amount))
        return self
    def withdraw(self, amount):
        if amount > self.balance:
            raise ValueError(f"Insufficient funds: {self.balance}")
        self.balance -= amount
        self.history.append(("withdraw", amount))
        return self
    def apply_interest(self):
        self.balance = round(self.balance * (1 + self.interest), 2)
    def __repr__(self):
        return f"BankAccount({self.owner!r}, {self.balance})"
class Savings(BankAccount):
    interest = 0.05
acct = BankAccount("alice", 100)
acct.deposit(50).withdraw(30)
errors = []
for amt in (-5, 1000):
    try:
        if amt < 0:
            acct.deposit(amt)
        else:
            acct.withdraw(amt)
    except ValueError as e:
        errors.append(str(e))
acct.apply_interest()
s = Savings("bob", 200)
s.apply_interest()
state = (repr(acct), repr(s), acct.history)
