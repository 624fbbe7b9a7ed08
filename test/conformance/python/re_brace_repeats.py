import re
r = [bool(re.fullmatch("a{,}", "aaa")), bool(re.fullmatch("a{,}", "")), re.findall("x{,2}", "xxxxx"), bool(re.fullmatch("a{}", "a{}")), re.sub("b{1,}", "-", "abbbc"), re.findall("a{2}", "aaaaa"), bool(re.fullmatch("a{,", "a{,"))]
