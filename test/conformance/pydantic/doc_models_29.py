out = []
from typing import Generic
from typing_extensions import TypeVar
from pydantic import BaseModel, SerializeAsAny

class ErrorDetails(BaseModel):
    foo: str
ErrorDataT = TypeVar('ErrorDataT', default=ErrorDetails)

class Error(BaseModel, Generic[ErrorDataT]):
    message: str
    details: ErrorDataT

class MyErrorDetails(ErrorDetails):
    bar: str
error = Error(message='We just had an error', details=MyErrorDetails(foo='var', bar='var2'))
assert error.model_dump() == {'message': 'We just had an error', 'details': {'foo': 'var'}}

class SerializeAsAnyError(BaseModel, Generic[ErrorDataT]):
    message: str
    details: SerializeAsAny[ErrorDataT]
error = SerializeAsAnyError(message='We just had an error', details=MyErrorDetails(foo='var', bar='baz'))
assert error.model_dump() == {'message': 'We just had an error', 'details': {'foo': 'var', 'bar': 'baz'}}
