data = [3, 1, 2]
match (n := len(data)):
    case 3:
        size = ("three", n)
match sorted(data):
    case [1, *_, last]:
        last_item = last
match data[0] + data[1]:
    case 4:
        summed = True
match {"a": 1}.get("a"):
    case 1:
        got = "one"
match not data:
    case False:
        nonempty = True
match -n:
    case -3:
        negated = True
match [x * 2 for x in data]:
    case [6, 2, 4] as doubled:
        comp = doubled
