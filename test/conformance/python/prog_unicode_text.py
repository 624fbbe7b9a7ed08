s = "Grüße, 世界! 😀"
n = len(s)
upper = s.upper()
words = s.split()
rev = s[::-1]
cps = [hex(ord(c)) for c in "é世😀"]
sorted_chars = sorted("zébra")
caseless = "STRASSE".casefold() == "straße".casefold()
