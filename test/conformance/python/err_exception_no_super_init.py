class Quiet(Exception):
    def __init__(self, detail):
        self.detail = detail


try:
    raise Quiet("d")
except Quiet as e:
    args = e.args
    text = str(e)
    detail = e.detail
