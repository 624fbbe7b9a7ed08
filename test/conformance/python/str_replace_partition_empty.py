a = "Hello".replace("", "-")
b = "ab".replace("", "|", 2)
c = "".replace("", "x")
try:
    "abc".partition("")
except ValueError as e:
    d = str(e)
try:
    "abc".rpartition("")
except ValueError as e:
    f = str(e)
