text = """Usage: thingy [OPTIONS]
     -h                        Display this usage message
     -H hostname               Hostname to connect to
"""
lines = text.splitlines()
n = len(text)
second = lines[1].split()
