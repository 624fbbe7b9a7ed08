"""Module doc."""
d = __doc__
