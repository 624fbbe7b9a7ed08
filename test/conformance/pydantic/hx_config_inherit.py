from typing_extensions import TypedDict
from pydantic import BaseModel, ConfigDict, TypeAdapter, ValidationError, with_config


class Base(BaseModel):
    model_config = ConfigDict(str_strip_whitespace=True, extra='forbid')


class Child(Base):
    model_config = ConfigDict(str_to_upper=True)
    name: str


c = Child(name='  ab ')
cfg = dict(Child.model_config)
try:
    Child(name='x', other=1)
except ValidationError as e:
    errs = e.errors(include_url=False)


@with_config(ConfigDict(str_to_lower=True))
class TD(TypedDict):
    s: str


td = TypeAdapter(TD).validate_python({'s': 'ABC'})


class Titled(BaseModel):
    model_config = ConfigDict(title='Renamed')
    v: int


try:
    Titled(v='x')
except ValidationError as e:
    title = e.title
    msg = str(e).splitlines()[0]
