chars = ["ß", "ẞ", "ﬁ", "İ", "ı", "ς", "Σ", "ꭰ", "Ꭰ", "ŉ", "ǰ", "ΐ", "ǅ", "ǆ", "Ǆ", "ᾳ", "ᾼ", "ﬀ", "µ", "ſ", "K", "Å", "ẛ", "ͅ", "Ω", "ⅰ", "Ⓐ", "𐐀", "𐐨"]
out = [(c, c.upper(), c.lower(), c.casefold(), c.title(), c.swapcase(), c.capitalize(), c.isupper(), c.islower(), c.istitle()) for c in chars]
words = ["ΟΔΟΣ", "ΟΔΟΣ ΚΑΙ", "Σ", "AΣ.", "aΣ'b", "straße STRASSE", "ﬁre ﬂy", "ǆemal", "İstanbul"]
w = [(x.lower(), x.title(), x.capitalize(), x.swapcase(), x.casefold(), x.casefold() == x.upper().casefold()) for x in words]
greek = [(c, c.title(), c.capitalize()) for c in "ᾀᾈᾲᾳᾴᾷᾼῂῃῳ"]
georgian = ("ა".title(), "ბაბუა".title(), "ა".upper(), "ა".capitalize())
