import re

text = "Contact: ann@example.com, bob@test.org; phone 555-1234"
emails = re.findall(r"[\w.]+@[\w.]+", text)
phone = re.search(r"(\d{3})-(\d{4})", text).groups()
replaced = re.sub(r"\d", "#", "a1b22c333")
parts = re.split(r"[,;]\s*", "a, b;c")
