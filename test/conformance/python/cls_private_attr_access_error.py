class Account:
    def __init__(self):
        self.__balance = 100


acct = Account()
hidden = acct._Account__balance
b = acct.__balance
