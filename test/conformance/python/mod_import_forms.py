import copy as cp
from copy import deepcopy as dc
from typing import List, Optional

x = cp.copy([1, 2])
y = dc({"a": [1]})
z = List[int] is not None and Optional[str] is not None
try:
    from copy import does_not_exist
except ImportError as e:
    msg = str(e).split(" (")[0]
    kind = type(e).__name__
try:
    import no_such_module_here
except ModuleNotFoundError as e:
    missing = (str(e), e.name)
