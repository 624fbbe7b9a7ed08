import textwrap
s = "The quick brown fox jumps over the lazy dog. A well-known sentence -- used for typing practice, font display and so-called pangram tests!"
a = textwrap.wrap(s, 20), textwrap.wrap(s), textwrap.fill(s, width=30), textwrap.wrap(s, 20, break_on_hyphens=False)
b = textwrap.shorten(s, 40), textwrap.shorten("Hello  world!", width=12), textwrap.shorten("Hello world", 11), textwrap.shorten(s, 30, placeholder="...")
code = """
    def f():
        return 1

    x = 2
"""
c = textwrap.dedent(code), textwrap.indent("a\nb\n\nc", "> "), textwrap.indent("a\n  \nb", "+", lambda line: True)
d = textwrap.wrap("supercalifragilisticexpialidocious word", 10), textwrap.wrap("a-very-long-hyphenated-word here", 8)
e = textwrap.fill("one two three four", 9, initial_indent="* ", subsequent_indent="  "), textwrap.wrap("", 10), textwrap.wrap("   ", 10)
f = textwrap.wrap(s, 25, max_lines=2), textwrap.dedent("  a\n\tb"), textwrap.dedent("   x\n     y\n   z"), textwrap.wrap("tab\there", 12)
g = textwrap.wrap("long" * 10, 7, break_long_words=False), textwrap.fill("a b c", 1)
