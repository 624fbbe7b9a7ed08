from typing import Annotated
from pydantic import AliasChoices, AliasPath, BaseModel, ConfigDict, Field, PlainSerializer, computed_field, field_serializer
from pydantic.alias_generators import to_camel

class M(BaseModel):
    model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True)
    first_name: str
    last_name: str = Field(validation_alias=AliasChoices('surname', 'lastName'), serialization_alias='family')
    age: int = Field(validation_alias=AliasPath('info', 0))
    price: Annotated[float, PlainSerializer(lambda v: f'{v:.2f}', return_type=str)] = 1.0
    count: int = Field(default=0, exclude=True)

    @computed_field(alias='fullName')
    @property
    def full_name(self) -> str:
        return self.first_name + self.last_name

    @field_serializer('age')
    def ser_age(self, v: int) -> str:
        return str(v)

a = M.model_json_schema()
b = M.model_json_schema(by_alias=False)
c = M.model_json_schema(mode='serialization')
d = M.model_json_schema(mode='serialization', by_alias=False)
