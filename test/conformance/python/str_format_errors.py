try:
    "{} {}".format(1)
except IndexError as e:
    a = str(e)
try:
    "{x}".format(y=1)
except KeyError as e:
    b = str(e)
try:
    f"{'s':d}"
except ValueError as e:
    c = str(e)
