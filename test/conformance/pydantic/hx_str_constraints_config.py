from typing import Annotated
from pydantic import BaseModel, ConfigDict, StringConstraints, ValidationError


Code = Annotated[str, StringConstraints(strip_whitespace=True, to_upper=True, min_length=2, max_length=4, pattern=r'^[A-Za-z]+$')]


class M(BaseModel):
    model_config = ConfigDict(str_min_length=1)
    code: Code
    name: str = 'x'


m = M(code='  ab ')
code = m.code
for v in ['a', 'abcde', 'a1', '  ']:
    try:
        M(code=v)
    except ValidationError as e:
        last = e.errors(include_url=False)
        if v == 'a':
            short = last
        elif v == 'abcde':
            long = last
        elif v == 'a1':
            pat = last
        else:
            blank = last
try:
    M(code='ab', name='')
except ValidationError as e:
    cfg_errs = e.errors(include_url=False)
