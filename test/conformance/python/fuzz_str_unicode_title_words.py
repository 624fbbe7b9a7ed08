a = "x y  z" + "ünïcödé".title()
b = "élan vital".title()
c = "ölçü".capitalize()
d = "hello wörld".title()
