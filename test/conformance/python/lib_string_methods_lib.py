import string
t = string.Template("Hello $name, you owe $$${amount}")
a = t.substitute({"name": "Bo", "amount": 5})
b = t.safe_substitute(name="X")
try:
    string.Template("$1").substitute()
except ValueError as e:
    m = str(e)
ids = t.get_identifiers() if hasattr(t, "get_identifiers") else None
valid = t.is_valid() if hasattr(t, "is_valid") else None
c = [string.capwords("a-b c", "-"), string.ascii_letters[20:30], string.octdigits, len(string.printable)]
tt = string.Template("${x}y").substitute(x=1)
