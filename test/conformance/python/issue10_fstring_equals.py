x = 42
name = "Ada"
s = f"{x=}"
t = f"{name=!s} {x * 2 = }"
