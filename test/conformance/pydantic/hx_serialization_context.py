from pydantic import BaseModel, SerializationInfo, field_serializer, model_serializer


class Price(BaseModel):
    amount: float
    currency: str = 'USD'

    @field_serializer('amount')
    def fmt(self, v: float, info: SerializationInfo):
        ctx = info.context or {}
        rate = ctx.get('rate', 1.0)
        return round(v * rate, 2)


p = Price(amount=10)
plain = p.model_dump()
eur = p.model_dump(context={'rate': 0.9})
js = p.model_dump_json(context={'rate': 2})


class Flags(BaseModel):
    a: int = 1
    b: int = 2

    @model_serializer(mode='wrap')
    def ser(self, handler, info: SerializationInfo):
        d = handler(self)
        d['_info'] = [info.mode, info.by_alias, info.exclude_unset, info.exclude_defaults, info.exclude_none, info.round_trip]
        return d


f1 = Flags().model_dump()
f2 = Flags(a=5).model_dump(mode='json', by_alias=True, exclude_unset=True)
f3 = Flags().model_dump_json(exclude_defaults=True, round_trip=True)
