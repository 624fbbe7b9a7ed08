from typing import Any, Dict, List, Optional, Tuple, Union


def describe(x: Union[int, str], tags: Optional[List[str]] = None) -> Dict[str, Any]:
    return {"value": x, "tags": tags or []}


a = describe(3)
b = describe("s", ["t"])
pair: Tuple[int, str] = (1, "a")
ann = sorted(describe.__annotations__)
