from typing import Annotated, Union
from pydantic import BaseModel, Field, TypeAdapter, computed_field


class A(BaseModel):
    user_id: int = Field(alias='userId', serialization_alias='uid')
    tags: Annotated[list[int], Field(min_length=1)]
    when: Union[int, str, None] = None

    @computed_field
    @property
    def double(self) -> int:
        return self.user_id * 2


v_schema = A.model_json_schema()
s_schema = A.model_json_schema(mode='serialization')
na = A.model_json_schema(by_alias=False)
ta_schema = TypeAdapter(dict[str, list[float]]).json_schema()
ta2 = TypeAdapter(tuple[int, str]).json_schema()
