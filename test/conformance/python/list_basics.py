squares = [1, 4, 9, 16, 25]
first = squares[0]
last = squares[-1]
tail = squares[-3:]
copy = squares[:]
same = copy == squares
alias = copy is squares
combined = squares + [36, 49, 64, 81, 100]
