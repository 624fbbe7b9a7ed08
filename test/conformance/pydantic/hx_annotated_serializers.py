from datetime import datetime
from typing import Annotated, Any
from pydantic import BaseModel, PlainSerializer, SerializerFunctionWrapHandler, WrapSerializer


Upper = Annotated[str, PlainSerializer(lambda v: v.upper(), return_type=str)]
Rounded = Annotated[float, PlainSerializer(lambda v: round(v, 1), when_used='json')]


def wrap_list(v: Any, handler: SerializerFunctionWrapHandler) -> Any:
    out = handler(v)
    return {'n': len(out), 'items': out}


Counted = Annotated[list[int], WrapSerializer(wrap_list)]


class M(BaseModel):
    name: Upper
    score: Rounded = 0.0
    xs: Counted = []
    when: Annotated[datetime, PlainSerializer(lambda v: v.year, return_type=int)] = datetime(2020, 5, 1)


m = M(name='ab', score=1.26, xs=[1, 2])
py = m.model_dump()
js = m.model_dump(mode='json')
text = m.model_dump_json()
raw_name = m.name
schema = M.model_json_schema(mode='serialization')
