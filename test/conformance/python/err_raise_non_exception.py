try:
    raise "error"
except TypeError as e:
    msg = str(e)
