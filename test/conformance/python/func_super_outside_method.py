def helper():
    return super().__init__()


try:
    helper()
except RuntimeError as e:
    msg = str(e)
