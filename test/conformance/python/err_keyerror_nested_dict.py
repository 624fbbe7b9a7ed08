config = {"db": {"host": "localhost"}}
host = config["db"]["host"]
port = config["db"]["port"]
