import abc
import logging
from abc import ABC, abstractmethod
from pydantic import BaseModel

out = []
class Shape(ABC):
    @abstractmethod
    def area(self): ...
    @property
    @abstractmethod
    def name(self): ...

class Sq(Shape):
    def __init__(self, s):
        self.s = s
    def area(self):
        return self.s ** 2

try:
    Shape()
except TypeError as e:
    out.append(str(e))
try:
    Sq(2)
except TypeError as e:
    out.append(str(e))

class Sq2(Sq):
    @property
    def name(self):
        return "sq"
a = Sq2(3).area()

class FooBarModel(BaseModel, abc.ABC):
    a: str
    b: int
    @abc.abstractmethod
    def my_abstract_method(self):
        pass
try:
    FooBarModel(a="x", b=1)
except TypeError as e:
    out.append(str(e))
class Impl(FooBarModel):
    def my_abstract_method(self):
        return 1
m = Impl(a="x", b="2")
d = m.model_dump()

logger = logging.getLogger(__name__)
logger.setLevel(logging.INFO)
logger.info("hello %s", 1)
logging.warning("w")
lvl = logger.level
eff = logging.getLogger("a.b").getEffectiveLevel()
logging.basicConfig(level=logging.DEBUG)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    warnings.warn("careful")
    warnings.warn("careful")
