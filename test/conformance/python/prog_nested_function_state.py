def make_bank():
    accounts = {}

    def open_account(name):
        accounts[name] = 0

    def deposit(name, amount):
        accounts[name] += amount
        return accounts[name]

    return open_account, deposit, accounts


open_account, deposit, accounts = make_bank()
open_account("x")
deposit("x", 10)
balance = deposit("x", 5)
try:
    deposit("y", 1)
except KeyError as e:
    error = repr(e)
