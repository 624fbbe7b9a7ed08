try:
    1 / 0
except ZeroDivisionError as err:
    saved = str(err)
try:
    err
except NameError as e:
    gone = str(e)
