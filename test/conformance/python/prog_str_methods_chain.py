raw = "   Hello, World! Hello, Python!   "
cleaned = raw.strip().lower().replace("hello", "bye").title()
count = raw.lower().count("hello")
parts = [p.strip() for p in raw.split("!") if p.strip()]
initials = "".join(w[0] for w in "portable network graphics".split()).upper()
