def match(*args, **kwargs):
    return (args, sorted(kwargs))


r1 = match(1, 2)
r2 = match (3)
r3 = match(a=1)
r4 = [match(i) for i in range(2)]
match_obj = match
r5 = match_obj(0)


class Holder:
    match = 1
    case = 2


h = Holder()
r6 = h.match + h.case
r7 = getattr(h, "match")
values = {"match": "m", "case": "c"}
r8 = values["match"] + values["case"]
match = lambda x: x + 1
r9 = match(1)
