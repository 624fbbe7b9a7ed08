s = "abcabc"
i = s.rindex("b")
j = s.rindex("c", 0, 4)
try:
    s.rindex("z")
except ValueError as e:
    msg = str(e)
