raw = """
# database settings
host = db.example.com
port = 5432
debug = true

name = "orders"
"""
config = {}
for lineno, line in enumerate(raw.splitlines(), 1):
    line = line.strip()
    if not line or line.startswith("#"):
        continue
    key, _, value = line.partition("=")
    value = value.strip().strip('"')
    if value.isdigit():
        value = int(value)
    elif value in ("true", "false"):
        value = value == "true"
    config[key.strip()] = value
