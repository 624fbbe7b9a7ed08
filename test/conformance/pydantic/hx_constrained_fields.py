from typing import Annotated
from pydantic import BaseModel, Field, ValidationError, conint, conlist, constr


class C(BaseModel):
    age: int = Field(ge=0, le=130)
    score: float = Field(gt=0, lt=1, default=0.5)
    code: str = Field(pattern=r'^[A-Z]{3}$', default='ABC')
    tags: list[str] = Field(default_factory=list, max_length=2)
    step: Annotated[int, Field(multiple_of=5)] = 10
    short: constr(min_length=2, max_length=4) = 'ab'
    small: conint(lt=10) = 1
    pair: conlist(int, min_length=2, max_length=2) = [0, 0]


ok = C(age=30, score=0.1, code='XYZ', tags=['a'], step=15).model_dump()
try:
    C(age=-1, score=1, code='abc', tags=['a', 'b', 'c'], step=7, short='a', small=10, pair=[1])
except ValidationError as e:
    errs = e.errors(include_url=False)
    count = e.error_count()
    first_line = str(e).splitlines()[0]
