s = "The Quick Brown Fox"
is_pal = lambda w: w == w[::-1]
pals = [w for w in ["level", "hello", "noon"] if is_pal(w)]
vowel_count = {v: s.lower().count(v) for v in "aeiou"}
acronym = "".join(w[0] for w in s.split())
camel = "hello_world_foo".split("_")
camel_case = camel[0] + "".join(w.title() for w in camel[1:])
snake = "".join("_" + c.lower() if c.isupper() else c for c in "helloWorldFoo")
rev_words = " ".join(reversed(s.split()))
char_freq = sorted(((c, s.count(c)) for c in set(s.lower()) if c.isalpha()), key=lambda t: (-t[1], t[0]))[:3]
caesar = "".join(chr((ord(c) - 97 + 3) % 26 + 97) if c.islower() else c for c in "hello, world")
stripped = "xxhixx".strip("x"), "  a  ".lstrip(), "  a  ".rstrip()
rm = "prefix_name".removeprefix("prefix_"), "file.txt".removesuffix(".txt")
table = str.maketrans("abc", "xyz")
tr = "aabbcc".translate(table)
tr2 = "hello".translate(str.maketrans("", "", "l"))
isx = "Hello".istitle(), "HELLO".isupper(), "hello".islower()
num = "3.14".replace(".", "", 1).isdigit()
fmt = "{:-^20}".format(" hi ")
