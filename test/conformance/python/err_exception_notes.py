try:
    raise ValueError("base")
except ValueError as e:
    e.add_note("extra context")
    notes = e.__notes__
    text = str(e)
