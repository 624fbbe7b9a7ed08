# The docstrings of special methods (int.__add__: "Return self+value.") are not in the engine's
# table: reading one stops the run naming it, never a silent None.
d = int.__add__.__doc__
