# Reward functions and tool-call parsers with re: extracting answers, tool calls, cleaning text.
import json
import re

import torch

solutions = [
    "Let me think. 3 + 4 = 7\n#### 7",
    "The answer is \\boxed{42}.",
    "No final answer here",
    "#### -1,234.5",
    "<tool_call>{\"name\": \"calc\", \"arguments\": {\"x\": 1}}</tool_call> then <tool_call>{\"name\": \"search\", \"arguments\": {}}</tool_call>",
]


def extract_gsm8k(s):
    m = re.search(r"#### (\-?[0-9\.\,]+)", s)
    return None if m is None else m.group(1).replace(",", "")


def extract_boxed(s):
    m = re.search(r"\\boxed\{([^}]*)\}", s)
    return m.group(1) if m else None


answers = [extract_gsm8k(s) for s in solutions]
boxed = [extract_boxed(s) for s in solutions]
calls = re.findall(r"<tool_call>(.*?)</tool_call>", solutions[4], re.DOTALL)
parsed = [json.loads(c)["name"] for c in calls]
scores = torch.tensor([1.0 if a == "7" else 0.0 for a in answers])
pat = re.compile(r"(?P<key>\w+)=(?P<value>\d+)")
kv = [m.groupdict() for m in pat.finditer("lr=3 bs=64 steps=1000 name=x")]
spans = [m.span() for m in pat.finditer("lr=3 bs=64")]
first = pat.search("  a=1")
info = (first.group(0), first.start(), first.end("value"), first.lastgroup, first.groups(), first["key"])
cleaned = re.sub(r"\s+", " ", "  many   spaces\n\nhere ").strip()
numbered = re.sub(r"(\d+)", r"<\1>", "a1b22c333")
named_sub = re.sub(r"(?P<w>[a-z]+)", r"\g<w>!", "hi there")
func_sub = re.sub(r"\d+", lambda m: str(int(m.group()) * 2), "3 apples and 10 pears")
count = re.subn(r"a", "A", "banana")
parts = re.split(r"[,;]\s*", "a, b;c ,d")
with_groups = re.split(r"(,)", "x,y,z")
limited = re.split(r"\s", "a b c d", maxsplit=2)
full = [bool(re.fullmatch(r"\d{3}", s)) for s in ("123", "1234", "12a")]
starts = [bool(re.match(r"Let", s)) for s in solutions[:2]]
ci = re.findall(r"the", "The the THE", flags=re.IGNORECASE)
lines = re.findall(r"^\w+", "first line\nsecond line", re.MULTILINE)
end_dollar = [bool(re.search(r"end$", "the end\n")), bool(re.search(r"end\Z", "the end\n"))]
escaped = re.escape("1+1=2?")
tokens = re.findall(r"\w+|[^\w\s]", "Hello, world! It's 3.14")
optional = re.findall(r"(a)|(b)", "ab")
empty_matches = re.sub(r"x*", "-", "abxd")
unicode_words = re.findall(r"\w+", "naïve café 数据")
r = repr(pat)
m_repr = repr(first)
try:
    re.compile(r"(unclosed")
except re.error as e:
    bad = type(e).__name__
