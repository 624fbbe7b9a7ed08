out = []
def tr(f):
    try:
        return f()
    except Exception as e:
        return type(e).__name__ + ": " + str(e)
strs = ['\tx́', '\tǅ_éb\xa0 ', '\n\naa,,-', '\n1ßİ ', '\n\u2003Σ-', '\r\n\n\r\n-,', '\r\n_ _ǅbé_', '\x1cAx́İ\t', '\x1cé \xa0-', ' é_é\x1c', ',\tA\u2003_\r\n_\r\nß', '-\x1c\x1c-b', '-\x1c1- \x1cß\r\n', '-A-b\x1cA-b\n', '1\r\nΣ', '1,\nǅ\n\xa0\t', '1é- ', 'Aa,\xa0ß-x́- ', '_ß_\xa0_', 'a_x́a', 'b ', 'bb', 'b\xa0', 'x́éa', '\xa0-\nß ', '\xa0_', '\xa0_x́ǅa\u2003b-', 'ß\x1cßé1-ǅa', 'ß_\r\na\u2003Ab-\t', 'é\x1c', 'é1', 'éΣǅaΣ', 'İ,-', 'İx́bAΣ_ß\u2003\xa0', 'İß1ß\u2003é\r\n', 'ǅ\r\n\xa0éΣİßa,', 'ǅ\u2003', 'ΣΣ', '\u2003\x1c1\x1cßé\x1cx́', '\u2003_']
for s in strs:
    out.append((tr(lambda: s.split()), tr(lambda: s.split(" ")), tr(lambda: s.split(",")), tr(lambda: s.split("a", 1)), tr(lambda: s.rsplit(None, 1)), tr(lambda: s.rsplit("-", 1)), tr(lambda: s.strip()), tr(lambda: s.strip(" a")), tr(lambda: s.lstrip("-")), tr(lambda: s.rstrip()), tr(lambda: s.splitlines()), tr(lambda: s.splitlines(True)), tr(lambda: s.title()), tr(lambda: s.capitalize()), tr(lambda: s.upper()), tr(lambda: s.lower()), tr(lambda: s.swapcase()), tr(lambda: s.casefold()), tr(lambda: s.center(12, "*")), tr(lambda: s.ljust(10, ".")), tr(lambda: s.rjust(10)), tr(lambda: s.zfill(8)), tr(lambda: s.partition("a"))))
