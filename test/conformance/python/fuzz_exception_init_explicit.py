class AppError(Exception):
    pass


class NotFound(AppError):
    def __init__(self, what):
        self.what = what
        Exception.__init__(self, f"not found: {what}")


try:
    raise NotFound("user 7")
except AppError as e:
    caught = (type(e).__name__, e.what, str(e), e.args)
