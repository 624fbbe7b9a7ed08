def combined(pos_only, /, standard, *, kwd_only):
    return (pos_only, standard, kwd_only)


a = combined(1, 2, kwd_only=3)
b = combined(1, standard=2, kwd_only=3)
msgs = []
try:
    combined(1, 2, 3)
except TypeError as e:
    msgs.append(str(e))
try:
    combined(pos_only=1, standard=2, kwd_only=3)
except TypeError as e:
    msgs.append(str(e))
