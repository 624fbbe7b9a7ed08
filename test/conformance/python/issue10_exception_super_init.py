class AppError(Exception):
    def __init__(self, code, text):
        super().__init__(f"[{code}] {text}")
        self.code = code


try:
    raise AppError(404, "not found")
except AppError as e:
    msg = str(e)
    code = e.code
    args = e.args
