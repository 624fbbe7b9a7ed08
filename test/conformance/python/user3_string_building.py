s = "The quick brown fox jumps over the lazy dog"
words = s.split()
a = len(words), words[::-1], " ".join(reversed(words)), s.lower().count("the"), s.find("fox"), s[4:9]
b = {w: len(w) for w in words}, max(words, key=len), sorted(words, key=str.lower)
c = "".join(w[0] for w in words).upper(), s.replace(" ", "_"), s.title(), s.swapcase()[:10]
vowels = sum(1 for ch in s.lower() if ch in "aeiou")
d = vowels, set(s.lower()) >= set("abcdefghijklmnopqrstuvwxyz")
e = "racecar" == "racecar"[::-1], "".join(sorted("listen")) == "".join(sorted("silent"))
f = [ch for ch in "Hello, World!" if ch.isalnum()], "Hello"[1:-1], "a,b,c".split(",", 1)
text = """Line one
  Line two
Line three"""
g = text.splitlines(), [l.strip() for l in text.split("\n")], text.count("\n"), len(text)
h = "{:<10}|{:^10}|{:>10}".format("left", "center", "right")
i = "-" * 20, "=" * 0, "ab".join("123")
table = [("apple", 1.5, 10), ("banana", 0.25, 150)]
rows = [f"{n:<10}{p:>8.2f}{q:>6d}" for n, p, q in table]
j = "\n".join(rows)
k = str(123).zfill(6), str(-5).rjust(4, "0"), "3".center(3, "0")
l = "Hello World".encode(), "abc".encode("utf-16") if False else None, chr(ord("a") + 1), [ord(c) - 96 for c in "abc"]
caesar = "".join(chr((ord(c) - 97 + 3) % 26 + 97) if c.islower() else c for c in "hello, world")
m = caesar
n = "a1b2c3".translate(str.maketrans("", "", "0123456789")), "hello world".capitalize(), "x".isalpha()
o = f"{'nested {braces}'}", f"{{literal}}", f"{3 + 4 = }" if False else None, f"{'a' 'b'}", f"{'q'!r}"
width = 12
p = f"{'hi':{width}}|", f"{3.14159:.{2}f}", f"{'x' * 3:>{width}}"
