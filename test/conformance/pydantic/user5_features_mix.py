# pydantic features together: alias generators, private attrs, post-init, field/model serializers, discriminated
# unions, RootModel, Annotated validators, SecretStr, Json, alias choices/paths, frozen strict models.
from datetime import datetime, timedelta, date
from enum import Enum, IntEnum
from typing import Annotated, Literal, Union, Optional
from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, RootModel, SecretStr, field_serializer, model_serializer, computed_field, ValidationError, AliasChoices, AliasPath, PlainSerializer, BeforeValidator, AfterValidator, WrapValidator, Json
from pydantic.alias_generators import to_camel
class Color(IntEnum):
    RED = 1
    BLUE = 2
class Base(BaseModel):
    model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True, extra='allow')
    user_name: str
    created_at: datetime = datetime(2024, 1, 1, 12, 0)
    color: Color = Color.RED
    _secret: int = PrivateAttr(default=7)
    def model_post_init(self, ctx):
        self._secret += 1
    @field_serializer('created_at')
    def ser_dt(self, v: datetime) -> str:
        return v.strftime('%Y/%m/%d')
b = Base(userName='ann', extraField=1)
r1 = (b.model_dump(), b.model_dump(by_alias=True), b.model_dump_json(), b._secret, b.model_extra, Base(user_name='x').user_name)
class Cat(BaseModel):
    kind: Literal['cat'] = 'cat'
    lives: int = 9
class Dog(BaseModel):
    kind: Literal['dog'] = 'dog'
    good: bool = True
class Owner(BaseModel):
    pet: Annotated[Union[Cat, Dog], Field(discriminator='kind')]
    pets: list[Union[Cat, Dog]] = []
r2 = (repr(Owner(pet={'kind': 'dog'}).pet), repr(Owner(pet={'kind': 'cat', 'lives': '3'}, pets=[{'kind': 'dog'}, {'lives': 1}]).pets))
try:
    Owner(pet={'kind': 'cow'})
except ValidationError as e:
    r3 = e.errors(include_url=False)
class Tags(RootModel[list[str]]):
    def __iter__(self):
        return iter(self.root)
t = Tags(['a', 'b'])
r4 = (list(t), t.model_dump(), t.model_dump_json(), repr(t))
Trimmed = Annotated[str, BeforeValidator(lambda v: v.strip() if isinstance(v, str) else v), AfterValidator(lambda v: v.upper())]
Money = Annotated[float, PlainSerializer(lambda v: f'${v:.2f}', return_type=str)]
def clamp(v, handler):
    r = handler(v)
    return min(r, 10)
class Item(BaseModel):
    name: Trimmed
    price: Money = 0
    qty: Annotated[int, WrapValidator(clamp)] = 1
    pw: SecretStr = SecretStr('x')
    meta: Optional[Json[dict[str, int]]] = None
    nick: str = Field(default='', validation_alias=AliasChoices('nick', 'nickname'))
    city: str = Field(default='', validation_alias=AliasPath('addr', 'city'))
    @computed_field
    @property
    def total(self) -> float:
        return self.price * self.qty
    @model_serializer(mode='wrap')
    def ser(self, handler):
        d = handler(self)
        d['v'] = 1
        return d
i = Item(name='  pen ', price=2.5, qty=50, pw='hunter2', meta='{"a": 1}', nickname='p', addr={'city': 'Oslo'})
r5 = (i.name, i.qty, repr(i.pw), str(i.pw), i.pw.get_secret_value(), i.meta, i.nick, i.city, i.model_dump(), i.model_dump_json(), repr(i))
class Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, strict=True)
    n: int
    d: date = date(2020, 1, 1)
try:
    Frozen(n='1')
except ValidationError as e:
    r6 = e.errors(include_url=False)
f = Frozen(n=1)
try:
    f.n = 2
except ValidationError as e:
    r7 = e.errors(include_url=False)
r8 = (hash(f) == hash(Frozen(n=1)), f == Frozen(n=1), Frozen.model_construct(n='raw').n, f.model_copy(update={'n': 5}).n)
