class Config:
    base = 5
    doubled = [base * 2]
    try:
        ys = [base for _ in range(3)]
    except NameError as e:
        error = str(e)


doubled = Config.doubled
error = Config.error
