# typing's names that verl's modules import at the top (metric_utils.py: `from typing import Any,
# Callable`), used the way annotations use them.
from typing import Any, Callable


def apply(f: Callable[[int], int], x: Any) -> Any:
    return f(x)


result = apply(lambda n: n + 1, 41)
