class InsufficientFunds(Exception):
    pass


class Account:
    interest = 0.02

    def __init__(self, owner, balance=0):
        self.owner = owner
        self.balance = balance
        self.history = []

    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("deposit must be positive")
        self.balance += amount
        self.history.append(("deposit", amount))

    def withdraw(self, amount):
        if amount > self.balance:
            raise InsufficientFunds(f"{self.owner} has only {self.balance}")
        self.balance -= amount
        self.history.append(("withdraw", amount))

    def add_interest(self):
        self.balance = round(self.balance * (1 + self.interest), 2)


acct = Account("ann", 100)
acct.deposit(50)
acct.withdraw(30)
acct.add_interest()
errors = []
for op, amount in [("withdraw", 500), ("deposit", -5)]:
    try:
        getattr(acct, op)(amount)
    except (InsufficientFunds, ValueError) as e:
        errors.append(f"{type(e).__name__}: {e}")
final = (acct.balance, acct.history)
