out = []
from typing import Generic, TypeVar
from pydantic import BaseModel

class ErrorDetails(BaseModel):
    foo: str
ErrorDataT = TypeVar('ErrorDataT', bound=ErrorDetails)

class Error(BaseModel, Generic[ErrorDataT]):
    message: str
    details: ErrorDataT

class MyErrorDetails(ErrorDetails):
    bar: str
error = Error(message='We just had an error', details=MyErrorDetails(foo='var', bar='var2'))
assert error.model_dump() == {'message': 'We just had an error', 'details': {'foo': 'var', 'bar': 'var2'}}
error = Error[ErrorDetails](message='We just had an error', details=ErrorDetails(foo='var'))
assert error.model_dump() == {'message': 'We just had an error', 'details': {'foo': 'var'}}
