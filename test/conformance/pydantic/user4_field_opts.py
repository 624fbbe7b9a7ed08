from pydantic import BaseModel, Field

class M(BaseModel):
    a: int = 1
    secret: str = Field(default="s", repr=False)
    internal: list[int] = Field(default_factory=list, exclude=True)
    title: str = Field("t", title="Title", description="desc", examples=["x"])

m = M(internal=[1])
r = repr(m)
d = m.model_dump()
j = m.model_dump_json()
fi = M.model_fields["internal"]
ex = (fi.exclude, M.model_fields["secret"].repr, M.model_fields["title"].title, M.model_fields["title"].examples)
s = str(m)
