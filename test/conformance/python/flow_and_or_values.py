a = 0 or "default"
b = "x" and "y"
c = None or [] or 0
d = 1 and 0 and 2
e = not ""
f = "" or None
name = ""
display = name or "anonymous"
