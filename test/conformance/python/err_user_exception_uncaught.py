class InsufficientFunds(Exception):
    def __init__(self, balance, amount):
        super().__init__(f"cannot withdraw {amount}; balance is {balance}")


balance = 50


def withdraw(amount):
    if amount > balance:
        raise InsufficientFunds(balance, amount)
    return balance - amount


left = withdraw(20)
left = withdraw(80)
