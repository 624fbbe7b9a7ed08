# re's line, class and empty-match rules where JS regular expressions differ from Python's.
import re

cases = {
    "dot_cr": re.findall(r"a.b", "a\rb a\nb a\u2028b"),
    "dollar": [bool(re.search(r"x$", s)) for s in ("x", "x\n", "x\n\n", "x\r")],
    "multiline": re.findall(r"^\w", "a\nb\rc\u2028d", re.M),
    "ml_dollar": re.findall(r"\w$", "a\nb\rc", re.M),
    "anchors": [bool(re.search(r"\Aab", "ab")), bool(re.search(r"ab\Z", "ab\n"))],
    "word_b": re.findall(r"\b\w+\b", "héllo wörld_1 2x"),
    "ascii": re.findall(r"\w+", "héllo wörld", re.ASCII),
    "digits": re.findall(r"\d", "1٢3"),
    "spaces": re.split(r"\s+", "a\u00a0b\x1cc\ufeffd"),
    "empty_iter": [m.span() for m in re.finditer(r"a*", "baaac")],
    "empty_split": re.split(r"x*", "axbc"),
    "empty_sub": re.sub(r"a|", "-", "bab"),
    "findall_groups": re.findall(r"(\d)(\w)?", "1a2 3b"),
    "groups_default": re.match(r"(a)(b)?", "a").groups("-"),
    "lastindex": [re.match(r"(a)(b)", "ab").lastindex, re.match(r"((a)b)", "ab").lastindex, re.match(r"(a)|(b)", "b").lastindex],
    "pos_endpos": [re.compile(r"\w+").search("hello world", 3, 8).group(), re.compile(r"^h").search("hh", 1)],
    "astral": [m.span() for m in re.finditer(r"b", "😀b😀b")],
    "braces": re.findall(r"a{2}|x{,2}y|{z}", "aa xxy {z}"),
    "backref": re.findall(r"(\w)\1", "aabbcd"),
    "named_backref": bool(re.search(r"(?P<c>\w)(?P=c)", "xyy")),
    "class_edge": re.findall(r"[]a-]+", "a-]b"),
    "flags_repr": [repr(re.compile("a", re.I | re.S)), repr(re.compile("a")), re.compile("a").flags, re.compile("a", re.A).flags],
    "inline": bool(re.match(r"(?i)abc", "ABC")),
    "template": re.sub(r"(\w)(\w)", r"\2\1\n", "abcd"),
    "count": re.sub(r"a", "b", "aaaa", count=2),
    "pattern_attrs": (re.compile(r"(?P<x>a)(b)").groups, dict(re.compile(r"(?P<x>a)(b)").groupindex), re.compile(r"a+").pattern),
    "fullmatch_alt": bool(re.fullmatch(r"a|ab", "ab")),
}
errors = []
for pattern, text, repl in ((r"(", "x", None), (r"a", "a", r"\q"), (r"(a)", "a", r"\2")):
    try:
        if repl is None:
            re.compile(pattern)
        else:
            re.sub(pattern, repl, text)
    except re.error as e:
        errors.append(type(e).__name__)
