from pydantic import BaseModel, field_serializer, model_serializer

class M(BaseModel):
    ids: list[int]
    score: float = 0.0

    @field_serializer("score")
    def round_score(self, v: float) -> float:
        return round(v, 2)

m = M(ids=[1], score=0.12345)
d = m.model_dump()
j = m.model_dump_json()

class N(BaseModel):
    a: int = 1
    b: int = 2

    @model_serializer
    def ser(self):
        return {"sum": self.a + self.b}

dn = N().model_dump()
jn = N(a=5).model_dump_json()
