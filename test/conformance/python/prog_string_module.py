import string

letters = string.ascii_lowercase[:5]
digits = string.digits
is_punct = [c in string.punctuation for c in "a!,"]
caps = string.capwords("hello big world")
