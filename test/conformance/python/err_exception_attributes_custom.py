class HTTPError(Exception):
    def __init__(self, status, reason="unknown"):
        self.status = status
        self.reason = reason
        super().__init__(status, reason)


try:
    raise HTTPError(503, "Service Unavailable")
except HTTPError as e:
    info = (e.status, e.reason, e.args, str(e))
