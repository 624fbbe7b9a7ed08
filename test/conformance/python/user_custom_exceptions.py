class InsufficientFunds(Exception):
    def __init__(self, balance, amount):
        super().__init__(f"balance {balance} < {amount}")
        self.balance = balance
        self.amount = amount
class Account:
    def __init__(self, balance=0):
        self.balance = balance
    def withdraw(self, amount):
        if amount > self.balance:
            raise InsufficientFunds(self.balance, amount)
        self.balance -= amount
        return self.balance
acct = Account(100)
left = acct.withdraw(30)
try:
    acct.withdraw(500)
except InsufficientFunds as e:
    msg = str(e)
    args = e.args
    r = repr(e)
    amt = e.amount
class AppError(Exception):
    pass
class DbError(AppError):
    pass
try:
    raise DbError("db down")
except AppError as e:
    caught = type(e).__name__
    er = repr(e)
try:
    try:
        {}["x"]
    except KeyError as e:
        raise RuntimeError("lookup failed") from e
except RuntimeError as e:
    cause = repr(e.__cause__)
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise ValueError("during")
except ValueError as e:
    ctx = repr(e.__context__)
results = []
for v in ["1", "x", None]:
    try:
        results.append(int(v))
    except (ValueError, TypeError) as e:
        results.append(type(e).__name__)
