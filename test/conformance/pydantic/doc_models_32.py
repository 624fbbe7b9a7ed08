out = []
from pydantic import BaseModel, create_model

class FooModel(BaseModel):
    foo: str
    bar: int = 123
BarModel = create_model('BarModel', apple=(str, 'russet'), banana=(str, 'yellow'), __base__=FooModel)
out.append(str(BarModel))
out.append(str(BarModel.model_fields.keys()))
