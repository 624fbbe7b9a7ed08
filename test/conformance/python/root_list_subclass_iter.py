# The reference runner encodes a list kept in globals with `for x in v`, so a list subclass that
# overrides __iter__ is shown through it; the engine encodes the stored items.
class L(list):
    def __iter__(self):
        return iter([x * 10 for x in super().__iter__()])
v = L([1, 2])
