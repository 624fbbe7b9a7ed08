import re
errs = []
for p in ["(", "a)", "[a", "*a", "a{2,1}", "(?P<n>a)(?P<n>b)", r"\1", "(?<=a+)b", "a**", "(?P<1>a)"]:
    try:
        re.compile(p)
        errs.append("ok")
    except re.error as e:
        errs.append((str(e), e.pos, e.msg))
ty = re.error.__name__
try:
    re.sub(r"(a)", r"\2", "a")
except re.error as e:
    m = str(e)
