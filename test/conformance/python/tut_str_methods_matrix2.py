out = []
def tr(f):
    try:
        return f()
    except Exception as e:
        return type(e).__name__ + ": " + str(e)
strs = ['\tx́', '\tǅ_éb\xa0 ', '\n\naa,,-', '\n1ßİ ', '\n\u2003Σ-', '\r\n\n\r\n-,', '\r\n_ _ǅbé_', '\x1cAx́İ\t', '\x1cé \xa0-', ' é_é\x1c', ',\tA\u2003_\r\n_\r\nß', '-\x1c\x1c-b', '-\x1c1- \x1cß\r\n', '-A-b\x1cA-b\n', '1\r\nΣ', '1,\nǅ\n\xa0\t', '1é- ', 'Aa,\xa0ß-x́- ', '_ß_\xa0_', 'a_x́a', 'b ', 'bb', 'b\xa0', 'x́éa', '\xa0-\nß ', '\xa0_', '\xa0_x́ǅa\u2003b-', 'ß\x1cßé1-ǅa', 'ß_\r\na\u2003Ab-\t', 'é\x1c', 'é1', 'éΣǅaΣ', 'İ,-', 'İx́bAΣ_ß\u2003\xa0', 'İß1ß\u2003é\r\n', 'ǅ\r\n\xa0éΣİßa,', 'ǅ\u2003', 'ΣΣ', '\u2003\x1c1\x1cßé\x1cx́', '\u2003_']
for s in strs:
    out.append((tr(lambda: s.rpartition(" ")), tr(lambda: s.count("a")), tr(lambda: s.find("b")), tr(lambda: s.rfind("a")), tr(lambda: s.replace("a", "ZZ")), tr(lambda: s.replace(" ", "")), tr(lambda: s.expandtabs(4)), tr(lambda: s.isalpha()), tr(lambda: s.isspace()), tr(lambda: s.istitle()), tr(lambda: s.isupper()), tr(lambda: s.islower()), tr(lambda: s.isalnum()), tr(lambda: s.isdigit()), tr(lambda: s.isidentifier()), tr(lambda: s.isprintable()), tr(lambda: len(s)), tr(lambda: s[::-1]), tr(lambda: s[1:4]), tr(lambda: sorted(s)), tr(lambda: s.encode()), tr(lambda: repr(s)), tr(lambda: ascii(s))))
