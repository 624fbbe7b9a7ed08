from enum import Enum


class Color(Enum):
    RED = 1
    GREEN = 2


c = Color.RED
name = c.name
value = c.value
members = [m.name for m in Color]
by_value = Color(2).name
