samples = ["123", "½", "²", "٣", "1.5", "-1"]
table = [(s.isdigit(), s.isdecimal(), s.isnumeric()) for s in samples]
