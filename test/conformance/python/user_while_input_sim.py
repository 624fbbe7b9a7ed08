inputs = iter(["5", "abc", "-3", "12", "quit"])
def fake_input(prompt=""):
    return next(inputs)
valid = []
errors = []
while True:
    raw = fake_input("Enter a number: ")
    if raw == "quit":
        break
    try:
        n = int(raw)
    except ValueError:
        errors.append(f"not a number: {raw!r}")
        continue
    if n < 0:
        errors.append(f"negative: {n}")
        continue
    valid.append(n)
total = sum(valid)
avg = total / len(valid) if valid else 0
guess_log = []
secret = 42
for guess in [50, 25, 37, 43, 40, 42]:
    if guess < secret:
        guess_log.append("higher")
    elif guess > secret:
        guess_log.append("lower")
    else:
        guess_log.append("correct")
        break
