# A dataclass whose annotations are strings (from __future__ import annotations, or quoted) fails in the reference
# runner as CPython 3.11's dataclasses looks an unqualified name up in a module absent from sys.modules.
from __future__ import annotations
import pydantic
@pydantic.dataclasses.dataclass
class P:
    x: int
p = P(x='1')
