import textwrap
text = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor."
a = textwrap.wrap(text, 20)
b = textwrap.fill(text, 30, initial_indent="* ", subsequent_indent="  ")
c = textwrap.wrap("supercalifragilisticexpialidocious word", 10)
d = textwrap.wrap("supercalifragilisticexpialidocious", 10, break_long_words=False)
e = textwrap.dedent("  a\n    b\n  c")
f = textwrap.dedent("\ta\n\tb")
g = textwrap.indent("x\ny", "+", lambda line: line.startswith("y"))
h = textwrap.shorten("The quick brown fox", 10)
i = textwrap.wrap("a  b   c", 3)
j = textwrap.wrap("one\ntwo three", 20)
k = textwrap.fill("hello world", width=5, max_lines=1, placeholder="~")
