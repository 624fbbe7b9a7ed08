import re
log = """2024-01-02 ERROR disk full
2024-01-02 INFO started
2024-01-03 ERROR net down"""
errs = re.findall(r"^(\S+) ERROR (.*)$", log, re.M)
emails = re.findall(r"[\w.+-]+@[\w-]+\.[\w.]+", "a@b.com, x.y+z@q-r.org; bad@")
phone = re.sub(r"(\d{3})(\d{3})(\d{4})", r"(\1) \2-\3", "5551234567")
camel = re.sub(r"(?<!^)(?=[A-Z])", "_", "CamelCaseString").lower()
words = re.split(r"\W+", "Hello, world! How's it going?")
tokens = [(m.lastgroup, m.group()) for m in re.finditer(r"(?P<NUM>\d+)|(?P<OP>[+*/-])|(?P<WS>\s+)", "12 + 3*4")]
m = re.match(r"(?P<key>\w+)=(?P<val>.*)", "name=Bob Smith")
kv = m.groupdict() if m else None
valid = [bool(re.fullmatch(r"[A-Za-z_]\w*", s)) for s in ["abc", "1x", "_ok", "a-b"]]
strip_tags = re.sub(r"<[^>]+>", "", "<b>bold</b> and <i>it</i>")
dup = re.sub(r"\b(\w+) \1\b", r"\1", "the the cat sat sat down")
cnt = len(re.findall(r"\bthe\b", "The the THE other", re.I))
pos = [(m.start(), m.end()) for m in re.finditer(r"o", "foo boo")]
