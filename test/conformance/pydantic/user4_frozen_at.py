import annotated_types as at
import dataclasses

g = at.Gt(3)
try:
    g.gt = 5
    res = "set"
except dataclasses.FrozenInstanceError as e:
    res = f"{type(e).__name__}: {e}"
except AttributeError as e:
    res = f"AttributeError: {e}"
r = repr(g)
iv = repr(at.Interval(gt=1, le=5))
ml = repr(at.MaxLen(3))
from pydantic import Strict, Field
try:
    del g.gt
except AttributeError as e:
    res3 = f"{type(e).__name__}: {e}"
try:
    g.other = 1
except TypeError as e:
    res4 = f"{type(e).__name__}: {e}"
