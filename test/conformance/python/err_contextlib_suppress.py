from contextlib import suppress

with suppress(FileNotFoundError, KeyError):
    {}["missing"]
done = True
