out = []
from pydantic import BaseModel, ConfigDict

class Parent(BaseModel):
    model_config = ConfigDict(extra='allow')

class Model(Parent):
    x: str
m = Model(x='foo', y='bar')
out.append(str(m.model_dump()))
