import string, textwrap
a = [string.ascii_lowercase, string.digits, string.punctuation, string.ascii_uppercase[:3], string.hexdigits, string.whitespace]
t = string.Template("$who likes ${what}s")
b = t.substitute(who="tim", what="kung pao")
c = t.safe_substitute(who="x")
try:
    t.substitute(who="x")
except KeyError as e:
    m = repr(e)
d = string.capwords("hello   world foo")
w = textwrap.wrap("The quick brown fox jumps over the lazy dog", width=12)
f = textwrap.fill("The quick brown fox jumps over the lazy dog", width=15)
g = textwrap.dedent("""\
    def f():
        return 1
    """)
h = textwrap.indent("a\nb\n\nc", "> ")
i = textwrap.shorten("Hello  world, this is long", width=15)
j = textwrap.shorten("Hello world", width=20, placeholder="...")
k = textwrap.wrap("", 10)
l = textwrap.fill("aaaaaaaaaaaaaaaa bb", width=5)
fm = string.Formatter().format("{0}-{x}", 1, x=2)
