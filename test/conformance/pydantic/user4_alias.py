from pydantic import BaseModel, Field, ConfigDict, ValidationError

class M(BaseModel):
    model_config = ConfigDict(populate_by_name=True)
    prompt_ids: list[int] = Field(alias="promptIds")
    n: int = Field(default=0, alias="N")

m = M(promptIds=[1])
m2 = M(prompt_ids=[2], N=3)
d = m2.model_dump()
da = m2.model_dump(by_alias=True)
j = m2.model_dump_json(by_alias=True)
try:
    M(N=1)
except ValidationError as e:
    msg = str(e)
    locs = [x["loc"] for x in e.errors()]
