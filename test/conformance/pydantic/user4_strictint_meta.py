import pydantic
from pydantic import StrictInt, StrictStr, PositiveInt, conint

meta = repr(StrictInt.__metadata__)
meta2 = repr(PositiveInt.__metadata__)
origin = repr(StrictInt.__origin__)
meta3 = repr(StrictStr.__metadata__)
r = repr(StrictInt)
c = conint(ge=1, lt=5)
rc = repr(c)
mc = repr(c.__metadata__)
