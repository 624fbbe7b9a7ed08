log = """2024-01-01 10:00:01 INFO start job=42
2024-01-01 10:00:05 WARN slow step=3 took=1.5s
2024-01-01 10:00:09 ERROR failed step=4 code=E12
"""
entries = []
for line in log.strip().splitlines():
    date, time_, level, *rest = line.split()
    kv = dict(p.split("=", 1) for p in rest if "=" in p)
    entries.append((level, kv))
a = entries
b = [lv for lv, _ in entries if lv in {"WARN", "ERROR"}]
counts = {}
for lv, _ in entries:
    counts[lv] = counts.get(lv, 0) + 1
c = counts
csv_text = "name,age,city\nAnn,30,NYC\nBob,25,\"SF\"\n"
rows = [r.split(",") for r in csv_text.strip().split("\n")]
header, *body = rows
d = [dict(zip(header, r)) for r in body]
e = "key = value # comment".split("#")[0].strip().split("=")
f = [s.strip() for s in e], "  x ".strip() or "empty", "".strip() or "empty"
g = "3.14".replace(".", "", 1).isdigit(), "1e5".isdigit(), float("1e5"), "-5".lstrip("-").isdigit()
url = "https://example.com:8080/path/to?q=1&r=two#frag"
scheme, rest = url.split("://")
host, _, path = rest.partition("/")
h = scheme, host, path, dict(kv.split("=") for kv in url.split("?")[1].split("#")[0].split("&"))
i = "%-10s|%5.1f" % ("abc", 2.25), "{:08.3f}".format(-3.14159), "{:+,}".format(1234567)
