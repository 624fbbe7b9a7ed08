config = {"host": "localhost", "port": 8080}
def get(key):
    return config[key]
host = get("host")
timeout = get("timeout")
