errors = []
for text in ["4.5", "abc", "", "12a"]:
    try:
        int(text)
    except ValueError as e:
        errors.append(str(e))
