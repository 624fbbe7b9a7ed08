from datetime import datetime, timezone
from pydantic import BaseModel, SerializationInfo, field_serializer, model_serializer


class Event(BaseModel):
    name: str
    at: datetime
    tags: set[str] = set()

    @field_serializer('at')
    def ser_at(self, v: datetime, info: SerializationInfo) -> str:
        return v.strftime('%Y-%m-%d') if info.mode == 'json' else v.isoformat()

    @field_serializer('tags', when_used='json')
    def ser_tags(self, v):
        return sorted(v)


e = Event(name='launch', at=datetime(2024, 5, 6, 7, 8, tzinfo=timezone.utc), tags={'b', 'a'})
py = e.model_dump()
py_at = py['at']
js = e.model_dump(mode='json')
text = e.model_dump_json()


class Money(BaseModel):
    amount: int
    currency: str

    @model_serializer(mode='wrap')
    def ser(self, handler, info):
        d = handler(self)
        d['display'] = f'{self.amount} {self.currency}'
        if info.mode == 'json':
            d.pop('amount')
        return d


m = Money(amount=5, currency='EUR')
m_py = m.model_dump()
m_js = m.model_dump_json()


class Plain(BaseModel):
    x: int

    @model_serializer
    def ser(self):
        return f'<x={self.x}>'


p = Plain(x=1).model_dump()
p_js = Plain(x=2).model_dump_json()
