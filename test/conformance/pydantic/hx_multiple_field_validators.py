from pydantic import BaseModel, field_validator


order = []


class M(BaseModel):
    a: int
    b: int

    @field_validator('a', 'b', mode='before')
    @classmethod
    def v1(cls, v, info):
        order.append(('v1', info.field_name))
        return v

    @field_validator('a')
    @classmethod
    def v2(cls, v):
        order.append(('v2', v))
        return v + 1

    @field_validator('a')
    @classmethod
    def v3(cls, v):
        order.append(('v3', v))
        return v * 10

    @field_validator('b', mode='wrap')
    @classmethod
    def v4(cls, v, handler):
        order.append(('v4-in', v))
        r = handler(v)
        order.append(('v4-out', r))
        return r


m = M(a='1', b='2')
vals = m.model_dump()
seen = list(order)
