from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator


class Account(BaseModel):
    model_config = ConfigDict(validate_assignment=True)

    owner: str
    balance: float = Field(0.0, ge=0)
    currency: str = Field("USD", frozen=True)

    @field_validator("owner")
    @classmethod
    def title(cls, v):
        return v.title()

    @model_validator(mode="after")
    def check(self):
        if self.owner == "Blocked":
            raise ValueError("blocked owner")
        return self


acc = Account(owner="ann")
acc.balance = "12.5"
acc.owner = "bob smith"
s = sorted(acc.model_fields_set)
errs = []
for name, value in [("balance", -1), ("currency", "EUR"), ("owner", "blocked"), ("balance", "lots"), ("nope", 1)]:
    try:
        setattr(acc, name, value)
    except (ValidationError, ValueError) as e:
        errs.append((type(e).__name__, str(e).splitlines()[0]))
final = acc.model_dump()


class Point(BaseModel):
    model_config = ConfigDict(frozen=True)
    x: int
    y: int


p = Point(x=1, y=2)
try:
    p.x = 3
except ValidationError as e:
    frozen_err = e.errors()
h = hash(p) == hash(Point(x=1, y=2))
d = {p: "here"}
found = d[Point(x=1, y=2)]
