from enum import Enum, IntEnum, auto
Animal = Enum("Animal", "ANT BEE CAT")
a = [repr(Animal.BEE), Animal.CAT.value, [m.name for m in Animal]]
Color = Enum("Color", [("RED", "r"), ("GREEN", "g")])
b = [Color("r").name, Color.GREEN.value]
