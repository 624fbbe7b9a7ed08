def safe_div(a, b):
    try:
        return a / b
    except ZeroDivisionError:
        return float("inf")
    except TypeError as e:
        return str(e)


results = [safe_div(1, 2), safe_div(1, 0), safe_div("1", 2)]
