out = []
from typing import Annotated
from pydantic_core import core_schema
from pydantic import BaseModel, GetPydanticSchema

class Model(BaseModel):
    y: Annotated[str, GetPydanticSchema(lambda tp, handler: core_schema.no_info_after_validator_function(lambda x: x * 2, handler(tp)))]
assert Model(y='ab').y == 'abab'
