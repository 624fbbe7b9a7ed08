s = "naïve café ☕"
n = len(s)
up = s.upper()
codes = [ord(c) for c in "aé☕"]
back = "".join(chr(c) for c in [72, 105, 0x1F600])
r = repr("tab\t and \u00e9 and \x00")
