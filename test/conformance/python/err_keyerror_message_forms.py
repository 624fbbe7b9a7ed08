msgs = []
for key in ["name", 3, (1, 2), ""]:
    try:
        {}[key]
    except KeyError as e:
        msgs.append((str(e), repr(e), e.args))
