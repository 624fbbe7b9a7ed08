out = []
from typing import Annotated, Any, Optional, Union
from pydantic import BaseModel, Discriminator, Tag, ValidationError

def model_x_discriminator(v: Any) -> Optional[str]:
    if isinstance(v, int):
        return 'int'
    if isinstance(v, (dict, BaseModel)):
        return 'model'
    else:
        return None

class SpecialValue(BaseModel):
    value: int

class DiscriminatedModel(BaseModel):
    value: Annotated[Union[Annotated[int, Tag('int')], Annotated['SpecialValue', Tag('model')]], Discriminator(model_x_discriminator)]
model_data = {'value': {'value': 1}}
m = DiscriminatedModel.model_validate(model_data)
out.append(str(m))
int_data = {'value': 123}
m = DiscriminatedModel.model_validate(int_data)
out.append(str(m))
try:
    DiscriminatedModel.model_validate({'value': 'not an int or a model'})
except ValidationError as e:
    out.append(str(e))
    "\n    1 validation error for DiscriminatedModel\n    value\n      Unable to extract tag using discriminator model_x_discriminator() [type=union_tag_not_found, input_value='not an int or a model', input_type=str]\n    "
