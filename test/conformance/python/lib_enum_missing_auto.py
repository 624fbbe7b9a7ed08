from enum import Enum, IntEnum, auto
class Shape(Enum):
    SQUARE = 2
    DIAMOND = 1
    CIRCLE = 3
    ALIAS_FOR_SQUARE = 2
c = [Shape(2).name, Shape.ALIAS_FOR_SQUARE is Shape.SQUARE, len(Shape), list(Shape.__members__)]
class Mood(Enum):
    HAPPY = 1
    SAD = 2
    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            return cls[value.upper()]
        return None
d = [Mood("happy"), Mood(2).name]
try:
    Mood(9)
except ValueError as e:
    m = str(e)
class Auto(Enum):
    def _generate_next_value_(name, start, count, last_values):
        return name.lower()
    A = auto()
    B = auto()
e = [Auto.A.value, Auto.B.value]
