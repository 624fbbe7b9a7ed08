out = []
from typing import Any, Union
from pydantic import BaseModel, field_validator

class Model(BaseModel):
    value: str

    @field_validator('value', mode='before', json_schema_input_type=Union[int, str])
    @classmethod
    def cast_ints(cls, value: Any) -> Any:
        if isinstance(value, int):
            return str(value)
        else:
            return value
out.append(str(Model.model_json_schema()['properties']['value']))
