s = {5}
v = s.pop()
empty_len = len(s)
try:
    s.pop()
except KeyError as e:
    msg = str(e)
