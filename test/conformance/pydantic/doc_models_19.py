out = []
from typing import Generic, TypeVar
from pydantic import BaseModel
TypeX = TypeVar('TypeX')

class BaseClass(BaseModel, Generic[TypeX]):
    X: TypeX

class ChildClass(BaseClass[TypeX], Generic[TypeX]):
    pass
out.append(str(ChildClass[int](X=1)))
