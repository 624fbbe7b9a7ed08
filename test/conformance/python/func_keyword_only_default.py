def connect(host, *, port=80, secure=False):
    return f"{'https' if secure else 'http'}://{host}:{port}"


a = connect("example.com")
b = connect("example.com", secure=True, port=443)
try:
    connect("example.com", 8080)
except TypeError as e:
    msg = str(e)
