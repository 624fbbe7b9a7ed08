class AppError(Exception):
    pass
class DbError(AppError):
    def __init__(self, table, msg):
        super().__init__(f"{table}: {msg}")
        self.table = table
def load():
    try:
        {}["k"]
    except KeyError as e:
        raise DbError("users", "missing") from e
try:
    load()
except AppError as e:
    a = [type(e).__name__, str(e), repr(e), e.args, e.table]
    cause = repr(e.__cause__)
    ctx = repr(e.__context__)
    sup = e.__suppress_context__
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise ValueError("bad")
except ValueError as e:
    b = [repr(e.__context__), e.__cause__, e.__suppress_context__]
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise ValueError("bad") from None
except ValueError as e:
    c = [repr(e.__context__), e.__cause__, e.__suppress_context__]
