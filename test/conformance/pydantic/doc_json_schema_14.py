# The documentation's example, its outputs without the objects' addresses (which differ run to run).
out = []
from typing import Annotated, Any
from pydantic_core import ValidationError, core_schema
from pydantic import BaseModel, GetCoreSchemaHandler

class AllowAnySubclass:

    def __get_pydantic_core_schema__(self, source: type[Any], handler: GetCoreSchemaHandler) -> core_schema.CoreSchema:

        def validate(value: Any) -> Any:
            if not isinstance(value, source):
                raise ValueError(f'Expected an instance of {source}, got an instance of {type(value)}')
            return value
        return core_schema.no_info_plain_validator_function(validate)

class Foo:
    pass

class Model(BaseModel):
    f: Annotated[Foo, AllowAnySubclass()]
out.append(type(Model(f=Foo()).f).__name__)

class NotFoo:
    pass
try:
    Model(f=NotFoo())
except ValidationError as e:
    out.append(e.errors()[0]['msg'])
    "\n    1 validation error for Model\n    f\n      Value error, Expected an instance of <class '__main__.Foo'>, got an instance of <class '__main__.NotFoo'> [type=value_error, input_value=<__main__.NotFoo object at 0x0123456789ab>, input_type=NotFoo]\n    "
