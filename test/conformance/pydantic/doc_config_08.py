out = []
from pydantic import BaseModel, ConfigDict

class Parent(BaseModel):
    model_config = ConfigDict(extra='allow', str_to_lower=False)

class Model(Parent):
    model_config = ConfigDict(str_to_lower=True)
    x: str
m = Model(x='FOO', y='bar')
out.append(str(m.model_dump()))
out.append(str(Model.model_config))
