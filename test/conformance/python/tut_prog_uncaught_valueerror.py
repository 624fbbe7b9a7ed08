def parse_age(s):
    age = int(s)
    if age < 0:
        raise ValueError("age must be non-negative")
    return age
ages = [parse_age(x) for x in ["12", "40"]]
bad = parse_age("-3")
