# Quoted dataclass annotations: dotted ones (typing.ClassVar, dataclasses.InitVar) are plain fields in the
# reference runner; an unqualified one fails with the AttributeError of the absent module.
import dataclasses
@dataclasses.dataclass
class A:
    x: 'typing.ClassVar[int]' = 1
    y: 'dataclasses.InitVar[int]' = 2
a = [f.name for f in dataclasses.fields(A)]
@dataclasses.dataclass
class B:
    z: 'int' = 0
