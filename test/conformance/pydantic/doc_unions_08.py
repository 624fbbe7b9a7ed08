out = []
from typing import Annotated, Union
from pydantic import BaseModel, Discriminator, Tag, ValidationError

class Model(BaseModel):
    x: Union[str, 'Model']
try:
    Model.model_validate({'x': {'x': {'x': 1}}})
except ValidationError as e:
    out.append(str(e))
    "\n    4 validation errors for Model\n    x.str\n      Input should be a valid string [type=string_type, input_value={'x': {'x': 1}}, input_type=dict]\n    x.Model.x.str\n      Input should be a valid string [type=string_type, input_value={'x': 1}, input_type=dict]\n    x.Model.x.Model.x.str\n      Input should be a valid string [type=string_type, input_value=1, input_type=int]\n    x.Model.x.Model.x.Model\n      Input should be a valid dictionary or instance of Model [type=model_type, input_value=1, input_type=int]\n    "
try:
    Model.model_validate({'x': {'x': {'x': {}}}})
except ValidationError as e:
    out.append(str(e))
    "\n    4 validation errors for Model\n    x.str\n      Input should be a valid string [type=string_type, input_value={'x': {'x': {}}}, input_type=dict]\n    x.Model.x.str\n      Input should be a valid string [type=string_type, input_value={'x': {}}, input_type=dict]\n    x.Model.x.Model.x.str\n      Input should be a valid string [type=string_type, input_value={}, input_type=dict]\n    x.Model.x.Model.x.Model.x\n      Field required [type=missing, input_value={}, input_type=dict]\n    "

def model_x_discriminator(v):
    if isinstance(v, str):
        return 'str'
    if isinstance(v, (dict, BaseModel)):
        return 'model'

class DiscriminatedModel(BaseModel):
    x: Annotated[Union[Annotated[str, Tag('str')], Annotated['DiscriminatedModel', Tag('model')]], Discriminator(model_x_discriminator, custom_error_type='invalid_union_member', custom_error_message='Invalid union member', custom_error_context={'discriminator': 'str_or_model'})]
try:
    DiscriminatedModel.model_validate({'x': {'x': {'x': 1}}})
except ValidationError as e:
    out.append(str(e))
    '\n    1 validation error for DiscriminatedModel\n    x.model.x.model.x\n      Invalid union member [type=invalid_union_member, input_value=1, input_type=int]\n    '
try:
    DiscriminatedModel.model_validate({'x': {'x': {'x': {}}}})
except ValidationError as e:
    out.append(str(e))
    '\n    1 validation error for DiscriminatedModel\n    x.model.x.model.x.model.x\n      Field required [type=missing, input_value={}, input_type=dict]\n    '
data = {'x': {'x': {'x': 'a'}}}
m = DiscriminatedModel.model_validate(data)
out.append(str(m.model_dump()))
