out = []
from pydantic import BaseModel, ValidationError

class Model(BaseModel):
    a: int
    b: int = 2
    c: int = 1
    d: int = 0
    e: float
out.append(str(Model.model_fields.keys()))
m = Model(e=2, a=1)
out.append(str(m.model_dump()))
try:
    Model(a='x', b='x', c='x', d='x', e='x')
except ValidationError as err:
    error_locations = [e['loc'] for e in err.errors()]
out.append(str(error_locations))
