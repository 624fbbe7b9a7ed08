from datetime import datetime, timedelta, date
from pathlib import Path
from decimal import Decimal
from enum import Enum
from typing import Optional
from uuid import UUID
from pydantic import BaseModel, Field, field_validator, ValidationError

class Stage(str, Enum):
    TRAIN = 'train'
    EVAL = 'eval'

class Optim(BaseModel):
    lr: float = Field(1e-4, gt=0)
    betas: tuple[float, float] = (0.9, 0.999)
    weight_decay: float = 0.0
    warmup: Optional[int] = None

class Config(BaseModel):
    name: str
    stage: Stage = Stage.TRAIN
    seeds: set[int] = {1}
    optim: Optim = Optim()
    started: datetime = datetime(2024, 1, 2, 3, 4, 5)
    budget: timedelta = timedelta(hours=1, minutes=30)
    price: Decimal = Decimal('1.50')
    run_id: UUID = UUID('12345678-1234-5678-1234-567812345678')
    tags: list[str] = Field(default_factory=list, repr=False)
    out_dir: Path = Path('runs')

    @field_validator('name')
    @classmethod
    def lower(cls, v: str) -> str:
        return v.lower()

c = Config(name='RUN', optim={'lr': '3e-4', 'betas': [0.8, 0.9]}, seeds=[1, 2, 3], out_dir='ckpt//x/')
r = repr(c)
j = c.model_dump(mode='json')
js = c.model_dump_json(exclude={'optim': {'betas'}, 'tags': True})
py = c.model_dump(include={'optim': {'lr'}, 'stage': True})
c2 = Config.model_validate_json(c.model_dump_json())
same = c2 == c
errs = []
try:
    Config(name=1, optim={'lr': -1, 'betas': [1]}, stage='test', budget='bad')
except ValidationError as e:
    errs = e.errors(include_url=False)
    msg = str(e)
