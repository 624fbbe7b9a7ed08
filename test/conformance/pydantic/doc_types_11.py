out = []
from dataclasses import dataclass
from typing import Any, Generic, TypeVar
from pydantic_core import CoreSchema, core_schema
from typing_extensions import get_args, get_origin
from pydantic import BaseModel, GetCoreSchemaHandler, ValidationError, ValidatorFunctionWrapHandler
ItemType = TypeVar('ItemType')

@dataclass
class Owner(Generic[ItemType]):
    name: str
    item: ItemType

    @classmethod
    def __get_pydantic_core_schema__(cls, source_type: Any, handler: GetCoreSchemaHandler) -> CoreSchema:
        origin = get_origin(source_type)
        if origin is None:
            origin = source_type
            item_tp = Any
        else:
            item_tp = get_args(source_type)[0]
        item_schema = handler.generate_schema(item_tp)

        def val_item(v: Owner[Any], handler: ValidatorFunctionWrapHandler) -> Owner[Any]:
            v.item = handler(v.item)
            return v
        python_schema = core_schema.chain_schema([core_schema.is_instance_schema(cls), core_schema.no_info_wrap_validator_function(val_item, item_schema)])
        return core_schema.json_or_python_schema(json_schema=core_schema.chain_schema([core_schema.typed_dict_schema({'name': core_schema.typed_dict_field(core_schema.str_schema()), 'item': core_schema.typed_dict_field(item_schema)}), core_schema.no_info_before_validator_function(lambda data: Owner(name=data['name'], item=data['item']), python_schema)]), python_schema=python_schema)

class Car(BaseModel):
    color: str

class House(BaseModel):
    rooms: int

class Model(BaseModel):
    car_owner: Owner[Car]
    home_owner: Owner[House]
model = Model(car_owner=Owner(name='John', item=Car(color='black')), home_owner=Owner(name='James', item=House(rooms=3)))
out.append(str(model))
"\ncar_owner=Owner(name='John', item=Car(color='black')) home_owner=Owner(name='James', item=House(rooms=3))\n"
try:
    Model(car_owner=Owner(name='John', item=House(rooms=3)), home_owner=Owner(name='James', item=Car(color='black')))
except ValidationError as e:
    out.append(str(e))
    "\n    2 validation errors for Model\n    wine\n      Input should be a valid number, unable to parse string as a number [type=float_parsing, input_value='Kinda good', input_type=str]\n    cheese\n      Input should be a valid boolean, unable to interpret input [type=bool_parsing, input_value='yeah', input_type=str]\n    "
model = Model.model_validate_json('{"car_owner":{"name":"John","item":{"color":"black"}},"home_owner":{"name":"James","item":{"rooms":3}}}')
out.append(str(model))
"\ncar_owner=Owner(name='John', item=Car(color='black')) home_owner=Owner(name='James', item=House(rooms=3))\n"
try:
    Model.model_validate_json('{"car_owner":{"name":"John","item":{"rooms":3}},"home_owner":{"name":"James","item":{"color":"black"}}}')
except ValidationError as e:
    out.append(str(e))
    "\n    2 validation errors for Model\n    car_owner.item.color\n      Field required [type=missing, input_value={'rooms': 3}, input_type=dict]\n    home_owner.item.rooms\n      Field required [type=missing, input_value={'color': 'black'}, input_type=dict]\n    "
