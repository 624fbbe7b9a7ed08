import textwrap
w = textwrap.TextWrapper(20, "* ", "  ", max_lines=2, placeholder=" ...")
text = "The quick brown fox jumps over the lazy dog and keeps running far away"
a = [w.wrap(text), w.fill(text), w.width, w.placeholder, w.break_long_words, w.tabsize]
w.max_lines = None
w.break_on_hyphens = False
a.append(w.wrap("a well-known long-winded fellow-traveller story"))
class Narrow(textwrap.TextWrapper):
    def __init__(self):
        super().__init__(width=10)
a.append(Narrow().wrap("abc def ghi jkl"))
try:
    textwrap.TextWrapper(nope=1)
except TypeError as e:
    a.append(str(e))
try:
    textwrap.TextWrapper(width=0).wrap("x")
except ValueError as e:
    a.append(str(e))
a.append(textwrap.TextWrapper(width=5, break_long_words=False).wrap("abcdefghij kl"))
