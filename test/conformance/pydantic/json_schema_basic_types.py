from datetime import date, datetime, time, timedelta
from decimal import Decimal
from enum import Enum, IntEnum
from typing import Any, Literal, Optional, Union
from uuid import UUID
from pydantic import BaseModel, Field

class Color(str, Enum):
    """Colors we know."""
    RED = 'red'
    GREEN = 'green'

class Level(IntEnum):
    LOW = 1
    HIGH = 2

class Item(BaseModel):
    name: str = Field(min_length=1, max_length=20, pattern=r'^[a-z]+$', description='the name')
    price: float = Field(gt=0, le=1000)
    qty: int = Field(default=1, ge=0, multiple_of=2)
    tags: list[str] = []
    dims: tuple[int, int] = (1, 2)
    rest: tuple[int, ...] = ()
    uniq: set[int] = {3, 1, 2}
    meta: dict[str, Any] = {}
    scores: dict[str, float] = Field(default_factory=dict)
    color: Color = Color.RED
    level: Optional[Level] = None
    kind: Literal['a', 'b'] = 'a'
    one: Literal[1] = 1
    when: datetime
    day: date
    at: time
    span: timedelta
    uid: UUID
    amount: Decimal = Field(max_digits=5, decimal_places=2)
    anything: Any = None
    opt: Union[int, str, None] = None
    flag: bool = True

r = Item.model_json_schema()
s = Item.model_json_schema(mode='serialization')
