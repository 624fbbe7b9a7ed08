out = []
from typing import Any, Generic, TypeVar
from pydantic import BaseModel
DataT = TypeVar('DataT')

class Response(BaseModel, Generic[DataT]):
    data: DataT

    @classmethod
    def model_parametrized_name(cls, params: tuple[type[Any], ...]) -> str:
        return f'{params[0].__name__.title()}Response'
out.append(str(repr(Response[int](data=1))))
out.append(str(repr(Response[str](data='a'))))
