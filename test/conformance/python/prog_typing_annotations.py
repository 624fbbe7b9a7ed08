from typing import Dict, List, Optional


def find_user(users: Dict[str, int], name: str) -> Optional[int]:
    return users.get(name)


def total(values: List[float]) -> float:
    return sum(values)


ages: Dict[str, int] = {"ann": 31}
found = find_user(ages, "ann")
missing = find_user(ages, "bob")
t = total([1.5, 2.5])
count: int = 0
