try:
    try:
        1 / 0
    except ZeroDivisionError:
        undefined_name
except NameError as e:
    msg = str(e)
    ctx = type(e.__context__).__name__
