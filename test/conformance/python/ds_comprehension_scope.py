x = "outer"
values = [x for x in range(3)]
after = x
total = sum(i for i in range(4))
try:
    i
except NameError as e:
    msg = str(e)
