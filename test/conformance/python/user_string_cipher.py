import string
def caesar(text, shift):
    out = []
    for ch in text:
        if ch in string.ascii_lowercase:
            out.append(chr((ord(ch) - ord("a") + shift) % 26 + ord("a")))
        elif ch in string.ascii_uppercase:
            out.append(chr((ord(ch) - ord("A") + shift) % 26 + ord("A")))
        else:
            out.append(ch)
    return "".join(out)
enc = caesar("Hello, World!", 3)
dec = caesar(enc, -3)
table = str.maketrans(string.ascii_lowercase, string.ascii_lowercase[13:] + string.ascii_lowercase[:13])
rot13 = "hello".translate(table)
def is_anagram(a, b):
    clean = lambda s: sorted(s.replace(" ", "").lower())
    return clean(a) == clean(b)
anas = [is_anagram("Listen", "Silent"), is_anagram("abc", "abd")]
def vowel_count(s):
    return {v: s.lower().count(v) for v in "aeiou" if v in s.lower()}
vc = vowel_count("Programming In Python")
words = "the rain in spain stays mainly in the plain".split()
freq = sorted({w: words.count(w) for w in words}.items(), key=lambda kv: (-kv[1], kv[0]))
longest = max(words, key=len)
cap = " ".join(w[::-1] for w in words[:3])
pal = [w for w in ["racecar", "level", "python", "noon"] if w == w[::-1]]
