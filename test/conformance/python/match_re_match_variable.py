import re

match = re.match(r"(\w+)=(\d+)", "size=42")
key = match.group(1)
value = int(match.group(2))
match match.groups():
    case (k, v) if v.isdigit():
        parsed = {k: int(v)}
    case _:
        parsed = None
results = []
for line in ["go 3", "stop", "go x"]:
    match = re.fullmatch(r"go (\d+)", line)
    match match:
        case None:
            results.append("no match")
        case m:
            results.append(int(m.group(1)))
