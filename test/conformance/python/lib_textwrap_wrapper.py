import textwrap
w = textwrap.TextWrapper(width=12, initial_indent="- ", subsequent_indent="  ")
a = w.wrap("one two three four five six")
b = w.fill("alpha beta")
w.width = 8
c = w.wrap("abcdefghijkl mn")
d = textwrap.wrap("a\tb", 10, expand_tabs=True), textwrap.wrap("a\tb", 10, tabsize=2)
e = textwrap.fill("word " * 5, 11)
